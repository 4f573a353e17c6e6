/**
 * A `tel:` address for a phone number as banners write it (`1-877-723-3929`): digits only, with
 * `+` for an 11-digit North American number, so phones dial it without guessing the country.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const global = phone.trim().startsWith('+') || (digits.length === 11 && digits.startsWith('1'));
  return `tel:${global ? '+' : ''}${digits}`;
}
