/**
 * A `tel:` address for a phone number as banners write it (`1-877-723-3929`): digits only, with
 * `+` for an 11-digit North American number, so phones dial it without guessing the country.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const global = phone.trim().startsWith('+') || (digits.length === 11 && digits.startsWith('1'));
  return `tel:${global ? '+' : ''}${digits}`;
}

/**
 * North American phone numbers as copy writes them: `1-877-723-3929`, `(877) 723-3929`,
 * `877.723.3929`, with or without a leading `+1`/`1`. Separators are required, so an order or
 * card number is never mistaken for one.
 */
const PHONE = /(?:\+?1[-. ])?(?:\(\d{3}\) ?|\d{3}[-. ])\d{3}[-. ]\d{4}(?!\d)/g;

/** One piece of a text: words, or a phone number to show as a `tel:` link. */
export type PhonePiece = { text: string } | { phone: string };

/** Splits text into words and the phone numbers in it, in order; no phone gives one piece. */
export function splitPhones(text: string): PhonePiece[] {
  const pieces: PhonePiece[] = [];
  let last = 0;
  for (const match of text.matchAll(PHONE)) {
    const start = match.index;
    if (start > 0 && /\d/.test(text.charAt(start - 1))) continue;
    if (start > last) pieces.push({ text: text.slice(last, start) });
    pieces.push({ phone: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length || pieces.length === 0) pieces.push({ text: text.slice(last) });
  return pieces;
}
