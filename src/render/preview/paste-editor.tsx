import { useId, useMemo } from 'react';
// The app's environment carries only block props validators; the layout schema's validator comes
// with the preview's own (development-only) chunk.
import { validate as validateScreenLayout } from '../../content/generated/validators/screen-layout.js';
import type { ScreenLayout } from '../block-definition';
import { blockRegistry } from '../blocks';
import { useRenderEnv } from '../render-env';
import { layoutProblems, parseJson } from './layout-problems';
import text from './preview-text.json';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

/** What the pasted text renders as: a layout, or nothing when it is not even a layout shape. */
export function renderableLayout(value: unknown): ScreenLayout | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Partial<ScreenLayout>;
  if (!Array.isArray(v.blocks)) return undefined;
  const blocks = v.blocks.filter(
    (b): b is ScreenLayout['blocks'][number] =>
      Boolean(b) && typeof b === 'object' && typeof b.type === 'string' && typeof b.id === 'string',
  );
  return { id: typeof v.id === 'string' ? v.id : 'pasted', title: v.title, blocks };
}

/** The JSON text area with its problems listed by pointer, live as the editor types. */
export function PasteEditor({ value, onChange }: Props) {
  const env = useRenderEnv();
  const validators = useMemo(
    () => ({ 'screen-layout': validateScreenLayout, ...env.validators }),
    [env.validators],
  );
  const id = useId();
  const parsed = useMemo(() => parseJson(value), [value]);
  const problems = useMemo(
    () => (parsed.error ? [] : layoutProblems(parsed.value, validators, blockRegistry)),
    [parsed, validators],
  );
  return (
    <div className="fp-preview__editor">
      <label htmlFor={id} className="fp-field__label">
        {text.pasteLabel}
      </label>
      <textarea
        id={id}
        className="fp-input fp-preview__json"
        rows={16}
        spellCheck={false}
        value={value}
        aria-describedby={`${id}-help ${id}-problems`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-help`} className="fp-field__help">
        {text.pasteHelp}
      </p>
      <div id={`${id}-problems`} role="status" aria-live="polite">
        {parsed.error ? (
          <p className="fp-field__error">{text.parseError.replace('{message}', parsed.error)}</p>
        ) : problems.length === 0 ? (
          <p>{text.noProblems}</p>
        ) : (
          <>
            <h3>{text.problemsHeading}</h3>
            <ul className="fp-preview__problems">
              {problems.map((p, i) => (
                <li key={`${i}-${p.pointer}`}>
                  <code>{p.pointer}</code> {p.message}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
