/**
 * The card frame's look, from the page that frames it: the page reads its own theme (font and
 * colours, as its stylesheet resolves them) and the button's words, and passes them in the frame's
 * address. The frame page links `/tokenservice/frame.css` with the same query, so the frame wears
 * the banner's theme through a same-origin stylesheet: no inline style, and the strict policy
 * (`style-src 'self'`) stays. Every value is checked against a narrow shape and dropped otherwise,
 * so a crafted address can add nothing to the stylesheet but a colour, a length or a font list.
 */

/** The theme values the frame takes, with the shape each must have. */
const THEME_KEYS = {
  font: /^[\w\s,'"-]{1,200}$/,
  primary: /^#[0-9a-f]{3,8}$/i,
  onPrimary: /^#[0-9a-f]{3,8}$/i,
  surface: /^#[0-9a-f]{3,8}$/i,
  onSurface: /^#[0-9a-f]{3,8}$/i,
  border: /^#[0-9a-f]{3,8}$/i,
  focus: /^#[0-9a-f]{3,8}$/i,
  error: /^#[0-9a-f]{3,8}$/i,
  radius: /^\d{1,2}px$/,
} as const;

type ThemeKey = keyof typeof THEME_KEYS;

/** The default look, for a frame opened without a theme (or with values that were dropped). */
const DEFAULTS: Record<ThemeKey, string> = {
  font: 'system-ui, sans-serif',
  primary: '#1A1A1A',
  onPrimary: '#FFFFFF',
  surface: '#FFFFFF',
  onSurface: '#1A1A1A',
  border: '#4A4A4A',
  focus: '#1A1A1A',
  error: '#B00020',
  radius: '8px',
};

/** The button's words when the page names none. */
export const DEFAULT_SUBMIT_LABEL = 'Save card';

/** The theme of a frame address's query: each valid value, the default for the rest. */
export function frameTheme(query: URLSearchParams): Record<ThemeKey, string> {
  const theme = { ...DEFAULTS };
  for (const key of Object.keys(THEME_KEYS) as ThemeKey[]) {
    const value = query.get(key);
    if (value !== null && THEME_KEYS[key].test(value)) theme[key] = value;
  }
  return theme;
}

/** The submit button's words: one line of at most 80 characters, else the default. */
export function submitLabel(query: URLSearchParams): string {
  const label = query.get('label')?.replace(/\s+/g, ' ').trim() ?? '';
  return label.length > 0 && label.length <= 80 ? label : DEFAULT_SUBMIT_LABEL;
}

/** The frame's theme as custom properties, read by the static rules in frame.css. */
export function themeStylesheet(query: URLSearchParams): string {
  const theme = frameTheme(query);
  const vars = (Object.keys(theme) as ThemeKey[])
    .map((key) => `  --${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${theme[key]};`)
    .join('\n');
  return `:root {\n${vars}\n}\n`;
}

/** The parts of the frame's query that the stylesheet address carries (the theme only). */
export function themeQuery(query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of Object.keys(THEME_KEYS)) {
    const value = query.get(key);
    if (value !== null) kept.set(key, value);
  }
  return kept.toString();
}
