/**
 * The checks of a banner's two logo files (banners/logos/), shared by the QA gate and the editor
 * preview: present, a plain SVG, small, drawn at the header's size, self-contained, and, for the
 * white logo, visible on the banner's primary colour (the landing pages' header).
 */
import { isJsonObject } from '../lib/deep-merge';
import { contrastRatio } from '../lib/contrast';
import { svgSize } from '../lib/svg-size';
import type { ContentCheck } from './content-checks';

/** Reads a file of banners/logos/ by name: its text, or undefined when there is no such file. */
export type ReadLogo = (file: string) => string | undefined;

/** The height the page header draws a logo at (every shipped logo's), and the widest it may be. */
export const LOGO_SIZE = { height: 40, maxWidth: 600 } as const;

/** The most a logo file may weigh: the header waits for it on every page. */
export const LOGO_MAX_BYTES = 50_000;

/** How far from white a white logo's paint may be (contrast against #FFFFFF, 1 = white). */
const NEAR_WHITE = 1.1;

/** Colours an SVG paints with (fill, stroke, stop-color, in attributes or style). */
function paintColours(svg: string): string[] {
  const colours = new Set<string>();
  const pattern =
    /(?:fill|stroke|stop-color|color)\s*(?:=\s*["']|:\s*)\s*(#[0-9a-f]{3,8}|white|black)\b/gi;
  for (const m of svg.matchAll(pattern)) {
    const c = m[1].toLowerCase();
    colours.add(c === 'white' ? '#ffffff' : c === 'black' ? '#000000' : c);
  }
  return [...colours];
}

/** An address outside the file that the drawing loads (href, xlink:href, url(), @import). */
function externalReference(svg: string): string | undefined {
  const refs = [
    ...[...svg.matchAll(/\s(?:xlink:)?href\s*=\s*["']([^"']*)["']/gi)].map((m) => m[1]),
    ...[...svg.matchAll(/url\(\s*["']?([^"')]*)/gi)].map((m) => m[1]),
    ...[...svg.matchAll(/@import\s+(?:url\()?\s*["']?([^"');\s]*)/gi)].map((m) => m[1]),
  ];
  return refs.find((ref) => ref.trim() !== '' && !/^\s*(#|data:)/i.test(ref));
}

/** What is wrong with one logo file's text, or undefined. */
function logoFault(svg: string, kind: string, primary: string | undefined): string | undefined {
  if (!/<svg[\s>]/.test(svg)) return 'is not an SVG image';
  if (/<script|<foreignObject|\son[a-z]+\s*=|javascript:/i.test(svg))
    return 'contains script or event handlers; logos must be plain SVG';
  const bytes = new TextEncoder().encode(svg).length;
  if (bytes > LOGO_MAX_BYTES)
    return `weighs ${Math.round(bytes / 1000)} KB, more than the ${LOGO_MAX_BYTES / 1000} KB a logo may: every page's header waits for it. Simplify the drawing or export it again as plain paths`;
  const external = externalReference(svg);
  if (external !== undefined)
    return `loads "${external.slice(0, 60)}" from outside the file, which the site's security policy blocks (shoppers see a broken image): put the drawing itself in the SVG`;
  const size = svgSize(svg);
  if (!size)
    return 'has no size: give its <svg> element width and height (or a viewBox), which the page header reserves for it';
  const { height, maxWidth } = LOGO_SIZE;
  if (size.height !== height || size.width > maxWidth) {
    // The drawing's own proportions are its viewBox's when it has one.
    const box = /\sviewBox\s*=\s*["'][^"']*?([\d.]+)[\s,]+([\d.]+)\s*["']/.exec(svg);
    const ratio =
      box && Number(box[2]) > 0 ? Number(box[1]) / Number(box[2]) : size.width / size.height;
    const width = Math.min(maxWidth, Math.round(ratio * height));
    return `is ${size.width}×${size.height}, but the page header draws logos ${height} px tall and at most ${maxWidth} px wide: set width="${width}" height="${height}" on its <svg> element (keep its viewBox so the drawing scales)`;
  }
  if (kind === 'white') {
    const coloured = paintColours(svg).filter(
      (c) => (contrastRatio(c, '#ffffff') ?? 1) > NEAR_WHITE,
    );
    if (coloured.length > 0)
      return `is the white logo, which the landing pages' header shows on the primary colour${primary ? ` ${primary}` : ''}, but it paints with ${coloured.join(', ')}, not white, so it is hard to see or invisible there: draw it in #FFFFFF only`;
  }
  return undefined;
}

/** Each logo a banner names exists in banners/logos/ and passes logoFault. */
export function logoChecks(
  banner: unknown,
  readLogo: ReadLogo,
  themeDefaults: Readonly<Record<string, string>> = {},
): ContentCheck[] {
  if (!isJsonObject(banner) || !isJsonObject(banner.logos)) return [];
  const theme = isJsonObject(banner.theme) ? banner.theme : {};
  const primary = typeof theme.primary === 'string' ? theme.primary : themeDefaults.primary;
  const problems: ContentCheck[] = [];
  for (const [kind, logo] of Object.entries(banner.logos)) {
    if (typeof logo !== 'string' || !/^[a-z0-9-]+\.svg$/.test(logo)) continue;
    const svg = readLogo(logo);
    const reason = svg === undefined ? 'does not exist' : logoFault(svg, kind, primary);
    if (reason)
      problems.push({
        pointer: `/logos/${kind}`,
        message: `logo file banners/logos/${logo} ${reason}`,
        rule: 'logo',
      });
  }
  return problems;
}
