/**
 * The browser's stand-in for the `unicode-name` package (vite.config.ts aliases it for the client
 * build only). The package's 1.6 MB table is written with raw characters as object keys, and
 * Chromium 147 refuses some of them as identifiers ("Invalid or unexpected token"), so the editor
 * preview did not load at all. In the browser a look-alike is named by its script; the gate, which
 * runs in Node, keeps the full Unicode name. Whether a letter is a look-alike is decided by
 * src/lib/look-alike.ts alone, so the preview's verdict equals the gate's.
 */
const SCRIPTS: readonly [number, number, string][] = [
  [0x0370, 0x03ff, 'GREEK'],
  [0x0400, 0x052f, 'CYRILLIC'],
  [0xff00, 0xffef, 'FULLWIDTH'],
];

/** The character's script and case, e.g. "CYRILLIC SMALL LETTER" (no letter name in the browser). */
export function unicodeName(char: string | number): string | undefined {
  const text = typeof char === 'number' ? String.fromCodePoint(char) : char;
  const code = text.codePointAt(0) ?? 0;
  const script = SCRIPTS.find(([from, to]) => code >= from && code <= to)?.[2];
  if (!script) return undefined;
  const kase =
    text.toLowerCase() === text && text.toUpperCase() !== text
      ? 'SMALL'
      : text.toUpperCase() === text && text.toLowerCase() !== text
        ? 'CAPITAL'
        : undefined;
  return kase ? `${script} ${kase} LETTER` : `${script} CHARACTER`;
}
