import { useId, useMemo, useState, type ComponentType } from 'react';
import { BannerProvider } from '../../../content/banner-context';
import { banners, type Banner } from '../../../content/banners';
import { screenNames } from '../layout-sources';
import { PasteEditor } from '../paste-editor';
import { routeForLayout, type PreviewRoute } from '../paste-kinds';
import { PASTE } from '../paste-starter';
import { PreviewCanvas } from '../preview-canvas';
import previewText from '../preview-text.json';
import { firstShopper, ShopperPicker, type ShopperChoice } from '../shopper-picker';
import { SourcePicker, SourceScreen, usePreviewSource } from '../source-picker';
import { usePasted, type KindChoice } from '../use-pasted';
import { usePreviewChecks } from '../use-preview-checks';
import { bannerProblems, tileProblem, withPastedBanner, type TileProblem } from './banner-problems';
import { bannerFiles, readBundledLogo, themeDefaults } from './banner-sources';
import { LazyTile } from './lazy-tile';
import { TileProblems } from './tile-problems';
import text from './side-by-side-text.json';
import '../preview.css';
import './side-by-side.css';

/** What the router hands the view: the app's routes and page header (src/render cannot import them). */
export interface SideBySideProps {
  routes?: readonly PreviewRoute[];
  /** The app's page header, as it shows on `pathname` (a landing page puts it on the brand colour). */
  Header?: ComponentType<{ pathname?: string }>;
}

/** What every tile shows: the picked screen or the pasted content, to the picked shopper. */
interface Shown {
  source: string;
  json: string;
  choice: KindChoice;
  shopper: ShopperChoice;
  /** The route the shown screen is on, for the header's look. */
  pathname?: string;
}

const fileOf = (id: string) => `banners/${id}.json`;

/**
 * The editor preview's side-by-side view (/__preview/banners): one screen, or pasted content,
 * rendered for every banner at once as the picked shopper sees it, each banner with its header,
 * logos and colours and the gate's problems of its banner file and of the pasted content.
 */
export default function SideBySide({ routes = [], Header }: SideBySideProps) {
  const picked = usePreviewSource(
    screenNames.includes('manage') ? 'screen:manage' : `screen:${screenNames[0] ?? ''}`,
  );
  const [shopper, setShopper] = useState(firstShopper);
  const ctx = usePreviewChecks();
  const { source, json, choice, pasted, name, pasting } = picked;
  const { parsed } = pasted;
  const pastedBanner =
    pasting && parsed.ok && pasted.kind?.id === 'banner' ? parsed.value : undefined;
  const checked = useMemo(
    () =>
      pastedBanner === undefined
        ? { files: [...bannerFiles] }
        : withPastedBanner(bannerFiles, pastedBanner),
    [pastedBanner],
  );
  const problems = useMemo(
    () => bannerProblems(checked.files, { ctx, readLogo: readBundledLogo, themeDefaults }),
    [checked, ctx],
  );
  const screen = pasting ? (parsed.ok ? pasted.kind?.screen(parsed.value) : undefined) : name;
  const shown: Shown = {
    source,
    json,
    choice,
    shopper,
    pathname: screen === undefined ? undefined : routeForLayout(screen, routes),
  };
  // A pasted banner whose id the build has no banner of: checked, not rendered.
  const newFile =
    checked.rel !== undefined && !banners.some((b) => fileOf(b.id) === checked.rel)
      ? checked.rel
      : undefined;
  const counts = countTiles(
    [...banners.map((b) => fileOf(b.id)), ...(newFile ? [newFile] : [])].map(
      (file) => problems.get(file) ?? [],
    ),
  );

  return (
    <main className="fp-preview fp-side">
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      <p>
        <a href="/__preview">{text.back}</a>
      </p>
      <div className="fp-preview__controls">
        <SourcePicker value={source} onChange={picked.setSource} />
        <ShopperPicker value={shopper} onChange={setShopper} />
      </div>
      {pasting ? <PasteEditor {...picked.editor} /> : null}
      {pastedBanner === undefined ? null : <p>{text.pastedBanner}</p>}
      <p role="status" className="fp-side__summary">
        {text.summary
          .replace('{banners}', String(counts.total))
          .replace('{errors}', String(counts.errors))
          .replace('{warnings}', String(counts.warnings))
          .replace('{clean}', String(counts.clean))}
      </p>
      <ul className="fp-side__tiles" aria-label={text.tilesLabel}>
        {banners.map((banner) => (
          <li key={banner.id} className="fp-side__tile">
            <BannerProvider bannerId={banner.id}>
              <Tile
                banner={banner}
                problems={problems.get(fileOf(banner.id)) ?? []}
                shown={shown}
                Header={Header}
              />
            </BannerProvider>
          </li>
        ))}
        {newFile ? (
          <li className="fp-side__tile">
            <NewBannerTile file={newFile} problems={problems.get(newFile) ?? []} />
          </li>
        ) : null}
      </ul>
    </main>
  );
}

/** How many tiles have errors, warnings only, or nothing. */
function countTiles(lists: readonly TileProblem[][]) {
  const errors = lists.filter((l) => l.some((p) => p.severity === 'error')).length;
  const withAny = lists.filter((l) => l.length > 0).length;
  return { total: lists.length, errors, warnings: withAny - errors, clean: lists.length - withAny };
}

interface TileProps {
  banner: Banner;
  problems: readonly TileProblem[];
  shown: Shown;
  Header?: SideBySideProps['Header'];
}

/**
 * One banner: its name as a heading, its problems (its banner file's, then the pasted content's
 * as checked with this banner's error catalogue), and the screen with its header once in view.
 */
function Tile({ banner, problems, shown, Header }: TileProps) {
  const headingId = useId();
  const pasted = usePasted(shown.json, shown.choice);
  const pasting = shown.source.split(':')[0] === PASTE;
  const contentFile = pasted.path ? `content/${pasted.path}.json` : previewText.pasteLabel;
  const all =
    pasting && pasted.kind?.id !== 'banner'
      ? [...problems, ...pasted.problems.map((p) => tileProblem(contentFile, p))]
      : problems;
  return (
    <section className="fp-side__banner" aria-labelledby={headingId}>
      <h2 id={headingId} className="fp-side__name">
        {banner.displayName}
      </h2>
      <TileProblems banner={banner.displayName} file={fileOf(banner.id)} problems={all} />
      <ThemeValues banner={banner} />
      <LazyTile name={banner.displayName}>
        <p className="fp-field__help">{text.pictureNote}</p>
        {/* A picture of the screen: fifteen copies of one screen would repeat its landmarks,
            headings and controls fifteen times, so it is out of the way of keyboards and
            screen readers; the single-banner preview is where a screen is used. */}
        <div className="fp-side__render" inert>
          <PreviewCanvas
            banner={banner}
            shopper={shown.shopper.shopper}
            label={text.rendered.replace('{banner}', banner.displayName)}
          >
            {Header ? <Header pathname={shown.pathname} /> : null}
            <SourceScreen source={shown.source} pasted={pasted} />
          </PreviewCanvas>
        </div>
      </LazyTile>
    </section>
  );
}

/**
 * The banner's theme colours as values beside a swatch, so banners whose reds look alike on
 * screen can be told apart (and compared with what the gate says about them).
 */
function ThemeValues({ banner }: { banner: Banner }) {
  const theme = Object.entries(banner.theme ?? {}).filter(
    (e): e is [string, string] => typeof e[1] === 'string',
  );
  if (theme.length === 0) return null;
  return (
    <dl
      className="fp-side__theme"
      aria-label={text.themeOf.replace('{banner}', banner.displayName)}
    >
      {theme.map(([key, value]) => (
        <div key={key} className="fp-side__colour">
          <dt>{key}</dt>
          <dd>
            <span className="fp-side__swatch" style={{ background: value }} aria-hidden="true" />
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A pasted banner the build has no banner of: its problems, and why it is not rendered. */
function NewBannerTile({ file, problems }: { file: string; problems: readonly TileProblem[] }) {
  const headingId = useId();
  return (
    <section className="fp-side__banner" aria-labelledby={headingId}>
      <h2 id={headingId} className="fp-side__name">
        {file}
      </h2>
      <TileProblems banner={file} file={file} problems={problems} />
      <p>{text.newBanner.replace('{file}', file)}</p>
    </section>
  );
}
