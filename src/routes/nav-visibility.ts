/**
 * URL parts on which the account navigation is hidden and content takes the full width
 * (contract §2, "Shell behaviour"). A plain "contains" match, as the spec states it.
 */
export const NAV_HIDDEN_URL_PARTS = [
  '/subscribe',
  '/confirmation',
  '/freshpass-faq',
  '/govassist',
  '/govassist/mobile',
  '/discount',
] as const;

/** True when the left navigation must not render for this pathname. */
export function isNavHidden(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return NAV_HIDDEN_URL_PARTS.some((part) => path.includes(part));
}

/** True when the page is in landing mode, which strips the account layout wrappers (contract §2). */
export function isLandingMode(pathname: string): boolean {
  return pathname.toLowerCase().includes('/subscribe');
}
