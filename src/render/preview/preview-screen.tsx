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
import { PASTE } from './paste-starter';
import { PreviewCanvas } from './preview-canvas';
import { SandboxActions } from './sandbox-actions';
import { PERSONAS } from './personas';
import { firstShopper, ShopperPicker } from './shopper-picker';
import { SourcePicker, SourceScreen, usePreviewSource } from './source-picker';
import text from './preview-text.json';
import sideBySideText from './side-by-side/side-by-side-text.json';
import './preview.css';

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
  const picked = usePreviewSource(screenNames.length > 0 ? `screen:${screenNames[0]}` : PASTE);
  const [shopper, setShopper] = useState(firstShopper);
  const [pickedFacts, setPickedFacts] = useState<ScreenFacts>({});
  const { pasted, kind, name } = picked;
  const { parsed } = pasted;
  // The facts the shown layout declares (a picked screen's, or a pasted layout's).
  const pickedLayout = useContent(`screens/${name}` as ContentPath, {
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
        <SourcePicker value={picked.source} onChange={picked.setSource} />
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
      {picked.pasting ? (
        <>
          <PasteEditor {...picked.editor} />
          <SandboxActions
            banner={banner}
            path={pasted.path}
            body={picked.json}
            valid={parsed.ok && pasted.problems.length === 0}
            route={screen === undefined ? undefined : routeForLayout(screen, routes)}
          />
        </>
      ) : null}
      <PreviewCanvas
        banner={banner}
        shopper={seenBy}
        persona={PERSONAS.find((p) => p.id === shopper.persona && p.hasAccount)?.id}
        label={text.rendered}
      >
        <SourceScreen source={picked.source} pasted={pasted} />
      </PreviewCanvas>
    </main>
  );
}
