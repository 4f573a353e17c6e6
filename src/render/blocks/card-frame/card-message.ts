/** What the card frame posted, once checked: a token with its card, or a refusal code. */
export type CardMessage =
  | { kind: 'token'; token: string; brand?: string; last4?: string }
  | { kind: 'refused'; code: string };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * Reads a `message` event's data as the card frame protocol (docs/api.md): `{ type:
 * 'freshpass-card', token, brand, last4 }` or `{ type: 'freshpass-card', code }`. Anything else
 * (other windows' messages, malformed data) is null, so a stray postMessage can never enrol.
 */
export function readCardMessage(data: unknown): CardMessage | null {
  if (!data || typeof data !== 'object') return null;
  const o = data as Record<string, unknown>;
  if (o.type !== 'freshpass-card') return null;
  const token = text(o.token);
  if (token) return { kind: 'token', token, brand: text(o.brand), last4: text(o.last4) };
  const code = text(o.code);
  return code ? { kind: 'refused', code } : null;
}

/**
 * The frame's content height as it posted it (`{ type: 'freshpass-card-size', height }`), so the
 * page sizes the frame to it; null for anything else or a height outside 1–2000 px.
 */
export function readFrameHeight(data: unknown): number | null {
  if (!data || typeof data !== 'object') return null;
  const o = data as Record<string, unknown>;
  if (o.type !== 'freshpass-card-size' || typeof o.height !== 'number') return null;
  return Number.isFinite(o.height) && o.height >= 1 && o.height <= 2000
    ? Math.ceil(o.height)
    : null;
}

/**
 * The frame's URL with the parent's origin, so the frame posts to this window only, and the look
 * the frame takes from the page (its theme and the button's words: frameLook).
 */
export function frameSrc(
  frameUrl: string,
  parentOrigin: string,
  look: Readonly<Record<string, string>> = {},
): string {
  const url = new URL(frameUrl, parentOrigin);
  url.searchParams.set('parentOrigin', parentOrigin);
  for (const [key, value] of Object.entries(look)) if (value) url.searchParams.set(key, value);
  return url.origin === parentOrigin ? `${url.pathname}${url.search}` : url.toString();
}

/** The origin messages must come from: the frame's own (same origin when the URL is relative). */
export function frameOrigin(frameUrl: string, parentOrigin: string): string {
  return new URL(frameUrl, parentOrigin).origin;
}

/** The page's custom properties the frame wears, by the name the frame takes each under. */
const THEME_PROPERTIES = {
  primary: '--fp-primary',
  onPrimary: '--fp-on-primary',
  surface: '--fp-surface',
  onSurface: '--fp-on-surface',
  border: '--fp-on-muted',
  focus: '--fp-focus',
  error: '--fp-error',
  radius: '--fp-radius',
} as const;

/**
 * The page's look as the frame takes it: the font and theme colours as the page's stylesheet
 * resolves them at `element` (so the banner's theme, whatever sets it), and the button's words.
 */
export function frameLook(
  element: Element,
  submitLabel: string | undefined,
): Record<string, string> {
  const style = getComputedStyle(element);
  const look: Record<string, string> = { font: style.fontFamily };
  for (const [key, property] of Object.entries(THEME_PROPERTIES)) {
    look[key] = style.getPropertyValue(property).trim();
  }
  if (submitLabel) look.label = submitLabel;
  return look;
}
