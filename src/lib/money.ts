/**
 * Amounts in US dollars as the pages show them (`$9.99`, `$1,000.00`, `-$5.00`): what
 * `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` gives, written out.
 * Building that formatter loads the browser's locale data: about 60 ms of a phone's main thread
 * (4× CPU) in the render that first shows a fee, for a format that never changes. Amounts too large
 * for whole cents to be exact in a double (1e13 and up) still go to `Intl`, built then.
 */
let intl: Intl.NumberFormat | undefined;

/** Whole cents of `amount`, rounded half away from zero on its shortest decimal form (as Intl). */
function centsOf(amount: number): number {
  // `1.005` is 1.00499… in binary; its decimal form with the point moved is 100.5, as Intl reads it.
  return Math.round(Number(`${Math.abs(amount)}e2`));
}

/** `9.99` → `$9.99`. */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e13) {
    intl ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    return intl.format(amount);
  }
  const cents = centsOf(amount);
  const dollars = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}
