import { useMemo, useState } from 'react';
import { useBanner } from '../../content/banner-context';
import { banners } from '../../content/banners';
import { Screen } from '../layout/layout-renderer';
import { fixtureNames, screenNames } from './layout-sources';
import { parseJson } from './layout-problems';
import { PasteEditor, renderableLayout } from './paste-editor';
import { PreviewCanvas } from './preview-canvas';
import { ContentScreen, FixtureScreen } from './picked-layout';
import text from './preview-text.json';
import './preview.css';

const PASTE = 'paste';
const STARTER = JSON.stringify(
  {
    id: 'draft',
    title: 'Draft',
    blocks: [{ type: 'heading', id: 'title', props: { text: '{product} at {banner}' } }],
  },
  null,
  2,
);

/**
 * The editor preview at /__preview (development and the local sandbox only; the router never
 * mounts it in a production build): a banner and a screen rendered with sandbox data, or a
 * pasted layout rendered live with its schema problems listed by JSON pointer.
 */
export default function PreviewScreen() {
  // Starts on the banner of the host (vons.localhost → Vons), like the app itself.
  const host = useBanner().banner;
  const [bannerId, setBannerId] = useState(host.id);
  const [source, setSource] = useState(screenNames.length > 0 ? `screen:${screenNames[0]}` : PASTE);
  const [json, setJson] = useState(STARTER);
  const banner = banners.find((b) => b.id === bannerId) ?? banners[0];
  const pasted = useMemo(() => renderableLayout(parseJson(json).value), [json]);
  if (!banner) return null;
  const [kind, name] = source.split(':');

  return (
    <main className="fp-preview">
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      <div className="fp-preview__controls">
        <label>
          {text.banner}
          <select
            className="fp-input"
            value={banner.id}
            onChange={(e) => setBannerId(e.target.value)}
          >
            {banners.map((b) => (
              <option key={b.id} value={b.id}>
                {b.displayName}
              </option>
            ))}
          </select>
        </label>
        <label>
          {text.source}
          <select className="fp-input" value={source} onChange={(e) => setSource(e.target.value)}>
            <optgroup label={text.screensGroup}>
              {screenNames.map((s) => (
                <option key={s} value={`screen:${s}`}>
                  {s}
                </option>
              ))}
            </optgroup>
            <optgroup label={text.fixturesGroup}>
              {fixtureNames.map((f) => (
                <option key={f} value={`fixture:${f}`}>
                  {f}
                </option>
              ))}
            </optgroup>
            <option value={PASTE}>{text.pasteOption}</option>
          </select>
        </label>
      </div>
      {kind === PASTE ? <PasteEditor value={json} onChange={setJson} /> : null}
      <PreviewCanvas banner={banner} label={text.rendered}>
        {kind === 'screen' ? <ContentScreen key={name} name={name} /> : null}
        {kind === 'fixture' ? <FixtureScreen key={name} name={name} /> : null}
        {kind === PASTE && pasted ? <Screen layout={pasted} /> : null}
      </PreviewCanvas>
    </main>
  );
}
