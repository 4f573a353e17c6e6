import { useState } from 'react';
import { screenNames } from './layout-sources';
import { PasteEditor } from './paste-editor';
import { PASTE, STARTER } from './paste-starter';
import { PastedScreen } from './pasted-screen';
import { ContentScreen } from './picked-layout';
import text from './preview-text.json';
import { AUTO, usePasted, type KindChoice, type Pasted } from './use-pasted';

/**
 * What the preview and the side-by-side view show: a screen of content/screens (`screen:<name>`)
 * or pasted content (`paste`), with the paste box's text and kind kept while another screen is
 * picked, so nothing the editor typed is lost.
 */
export interface PreviewSource {
  source: string;
  setSource: (source: string) => void;
  json: string;
  choice: KindChoice;
  /** The pasted text understood (for the paste box and the picked banner's checks). */
  pasted: Pasted;
  /** `screen` or `paste`. */
  kind: string;
  /** The picked screen's name ('' when pasting). */
  name: string;
  pasting: boolean;
  /** The props of the paste box. */
  editor: Parameters<typeof PasteEditor>[0];
}

/** The picked source and the paste box's state, starting on `initial` (`screen:<name>` or `paste`). */
export function usePreviewSource(initial: string): PreviewSource {
  const [source, setSource] = useState(initial);
  const [json, setJson] = useState(STARTER);
  const [choice, setChoice] = useState<KindChoice>(AUTO);
  const pasted = usePasted(json, choice);
  const [kind = '', name = ''] = source.split(':');
  return {
    source,
    setSource,
    json,
    choice,
    pasted,
    kind,
    name,
    pasting: kind === PASTE,
    editor: { value: json, onChange: setJson, choice, onChoice: setChoice, pasted },
  };
}

/** The "Screen" picker: every screen of content/screens, then "Paste content (JSON)…". */
export function SourcePicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label>
      {text.source}
      <select className="fp-input" value={value} onChange={(e) => onChange(e.target.value)}>
        <optgroup label={text.screensGroup}>
          {screenNames.map((s) => (
            <option key={s} value={`screen:${s}`}>
              {s}
            </option>
          ))}
        </optgroup>
        <option value={PASTE}>{text.pasteOption}</option>
      </select>
    </label>
  );
}

/**
 * What a source renders inside PreviewCanvas: the picked screen, or the pasted content once it
 * parses as a known kind (`pasted` is the caller's: a tile reads it with its own banner's checks).
 */
export function SourceScreen({ source, pasted }: { source: string; pasted: Pasted }) {
  const [kind, name = ''] = source.split(':');
  if (kind === PASTE) {
    const { parsed } = pasted;
    return parsed.ok && pasted.kind ? (
      <PastedScreen kind={pasted.kind} value={parsed.value} />
    ) : null;
  }
  return kind === 'screen' && name !== '' ? <ContentScreen key={name} name={name} /> : null;
}
