/**
 * The heights (px) a block may reserve while it waits, each a class `fp-reserve--<px>` in
 * base.css. The strict Content-Security-Policy allows no inline style attribute, so a reserved
 * height is a class, never `style={{ minHeight }}`.
 */
export const RESERVE_STEPS = [32, 48, 56, 96, 160, 200, 240, 264, 320, 340, 360, 480] as const;

/** The class reserving at least `px` (the next step up; the largest step beyond it). */
export function reserveClass(px: number): string {
  const step = RESERVE_STEPS.find((s) => s >= px) ?? RESERVE_STEPS[RESERVE_STEPS.length - 1];
  return `fp-reserve--${step}`;
}
