import { useMemo, useState } from 'react';
import { useBanner } from '../../content/banner-context';
import { banners } from '../../content/banners';
import type { ContentPath } from '../../content/content-types';
import { useContent } from '../../content/use-content';
import type { ScreenFacts } from '../visibility';
import { declaredFacts, FactsPicker, previewFacts } from './facts-picker';
import { screenNames } from './layout-sources';
import { PasteEditor } from './paste-editor';
import { routeForLayout, type PreviewRoute } from './paste-kinds';
import { PastedScreen } from './pasted-screen';
import { PreviewCanvas } from './preview-canvas';
import { ContentScreen } from './picked-layout';
import { SandboxActions } from './sandbox-actions';
import { firstShopper, ShopperPicker } from './shopper-picker';
import text from './preview-text.json';
import sideBySideText from './side-by-side/side-by-side-text.json';
import { AUTO, usePasted } from './use-pasted';
import './preview.css';
import { PASTE, STARTER } from './paste-starter';

/** What the router hands the preview: the app's routes, to open the real screen of a layout. */
export interface PreviewScreenProps {
  routes?: readonly PreviewRoute[];
}

/**
 * The editor preview at /__preview (development and the local sandbox only; the router never
 * mounts it in a production build): a banner and a screen rendered with sandbox data, or pasted
 * content of any kind a screen shows rendered live, each problem beside its line, and applied to
 * the sandbox so the real screen shows it.
 */
export default function PreviewScreen({ routes = [] }: PreviewScreenProps) {
  // Starts on the banner of the host (vons.localhost → Vons), like the app itself.
  const host = useBanner().banner;
  const [bannerId, setBannerId] = useState(host.id);
  const [source, setSource] = useState(screenNames.length > 0 ? `screen:${screenNames[0]}` : PASTE);
  const [json, setJson] = useState(STARTER);
  const [choice, setChoice] = useState(AUTO);
  const [shopper, setShopper] = useState(firstShopper);
  const [pickedFacts, setPickedFacts] = useState<ScreenFacts>({});
  const pasted = usePasted(json, choice);
  const [kind, name] = source.split(':');
  const { parsed } = pasted;
  // The facts the shown layout declares (a picked screen's, or a pasted layout's).
  const pickedLayout = useContent(`screens/${name ?? ''}` as ContentPath, {
    wait: kind !== 'screen',
  });
  const layout =
    kind === 'screen'
      ? pickedLayout.data
      : pasted.kind?.id === 'screen-layout' && parsed.ok
        ? parsed.value
        : undefined;
  const declared = useMemo(() => declaredFacts(layout), [layout]);
  const seenBy = useMemo(
    () => ({
      ...shopper.shopper,
      facts: previewFacts(declared, shopper.shopper.facts, pickedFacts),
    }),
    [declared, shopper, pickedFacts],
  );
  const banner = banners.find((b) => b.id === bannerId) ?? banners[0];
  if (!banner) return null;
  const screen = parsed.ok ? pasted.kind?.screen(parsed.value) : undefined;

  return (
    <main className="fp-preview">
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      <p>
        <a href="/__preview/banners">{sideBySideText.open}</a>
      </p>
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
            <option value={PASTE}>{text.pasteOption}</option>
          </select>
        </label>
        <ShopperPicker
          value={shopper}
          onChange={(choice) => {
            // A new shopper brings their own facts (a persona's hold reason…).
            setShopper(choice);
            setPickedFacts({});
          }}
        />
        <FactsPicker
          declared={declared}
          facts={seenBy.facts}
          onPick={(fact, value) => setPickedFacts((now) => ({ ...now, [fact]: value }))}
        />
      </div>
      {kind === PASTE ? (
        <>
          <PasteEditor
            value={json}
            onChange={setJson}
            choice={choice}
            onChoice={setChoice}
            pasted={pasted}
          />
          <SandboxActions
            banner={banner}
            path={pasted.path}
            body={json}
            valid={parsed.ok && pasted.problems.length === 0}
            route={screen === undefined ? undefined : routeForLayout(screen, routes)}
          />
        </>
      ) : null}
      <PreviewCanvas banner={banner} shopper={seenBy} label={text.rendered}>
        {kind === 'screen' ? <ContentScreen key={name} name={name} /> : null}
        {kind === PASTE && parsed.ok && pasted.kind ? (
          <PastedScreen kind={pasted.kind} value={parsed.value} />
        ) : null}
      </PreviewCanvas>
    </main>
  );
}
