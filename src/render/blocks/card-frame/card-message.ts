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

/** The frame's URL with the parent's origin, so the frame posts to this window only. */
export function frameSrc(frameUrl: string, parentOrigin: string): string {
  const url = new URL(frameUrl, parentOrigin);
  url.searchParams.set('parentOrigin', parentOrigin);
  return url.origin === parentOrigin ? `${url.pathname}${url.search}` : url.toString();
}

/** The origin messages must come from: the frame's own (same origin when the URL is relative). */
export function frameOrigin(frameUrl: string, parentOrigin: string): string {
  return new URL(frameUrl, parentOrigin).origin;
}
