/**
 * The size an SVG file draws at, read from its root `<svg>` element: `width` and `height` (plain
 * numbers or px), else the last two numbers of `viewBox`. The page gives a logo these as the
 * `<img>`'s width and height, so its place is kept before the file arrives (no layout shift).
 */

/** A drawing's size in CSS pixels. */
export interface SvgSize {
  width: number;
  height: number;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag)?.slice(1).find(Boolean);
}

function length(value: string | undefined): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value ?? '');
  const n = match ? Number(match[1]) : NaN;
  return n > 0 ? n : undefined;
}

/** The size of an SVG document, or undefined when its root element gives none. */
export function svgSize(svg: string): SvgSize | undefined {
  const tag = /<svg\b[^>]*>/.exec(svg)?.[0];
  if (!tag) return undefined;
  const width = length(attribute(tag, 'width'));
  const height = length(attribute(tag, 'height'));
  if (width && height) return { width, height };
  const box = (attribute(tag, 'viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [, , w, h] = box;
  return box.length === 4 && w > 0 && h > 0 ? { width: w, height: h } : undefined;
}
