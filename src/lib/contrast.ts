/** WCAG 2.x contrast helpers, used by the validator so every banner theme stays readable. */

/** The WCAG AA minimum for normal body text. */
export const AA_NORMAL_TEXT = 4.5;

/** Parses #rgb or #rrggbb into 0-255 channels; undefined for anything else. */
export function parseHexColour(hex: string): [number, number, number] | undefined {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return undefined;
  const digits =
    m[1].length === 3
      ? m[1]
          .split('')
          .map((d) => d + d)
          .join('')
      : m[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance per WCAG 2.x (sRGB channels linearised). */
export function relativeLuminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/**
 * Contrast ratio between two hex colours (1 to 21), or undefined when either is not a hex colour,
 * so callers report a bad colour rather than a misleading ratio.
 */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const fg = parseHexColour(foreground);
  const bg = parseHexColour(background);
  if (!fg || !bg) return undefined;
  const [hi, lo] = [relativeLuminance(fg), relativeLuminance(bg)].sort((a, b) => b - a);
  return (hi + 0.05) / (lo + 0.05);
}

function toHex(channels: number[]): string {
  return `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/**
 * The colour closest to `colour` (mixed towards black or towards white, keeping its hue) that
 * reaches `target` contrast against `against`; undefined when neither direction can.
 */
export function nearestPassingColour(
  colour: string,
  against: string,
  target = AA_NORMAL_TEXT,
): string | undefined {
  const from = parseHexColour(colour);
  if (!from || !parseHexColour(against)) return undefined;
  const passing = (end: number) => {
    for (let step = 1; step <= 100; step += 1) {
      const t = step / 100;
      const hex = toHex(from.map((c) => c + (end - c) * t));
      const ratio = contrastRatio(hex, against);
      if (ratio !== undefined && ratio >= target) return { hex, step };
    }
    return undefined;
  };
  const darker = passing(0);
  const lighter = passing(255);
  if (!darker) return lighter?.hex;
  if (!lighter) return darker.hex;
  return darker.step <= lighter.step ? darker.hex : lighter.hex;
}
