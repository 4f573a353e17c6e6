import { expect, type Page } from '@playwright/test';

/** The widths where reflow and focus are checked (WCAG 1.4.10 names 320 CSS px). */
export const A11Y_WIDTHS = [320, 375, 1280] as const;

/** The focused element's tag and words, as a screen reader would start reading there. */
export async function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'BODY';
    return `${el.tagName} ${(el.textContent ?? '').trim().replace(/\s+/g, ' ')}`;
  });
}

/** Waits until focus is on a heading with exactly these words (never on the page body). */
export async function expectFocusOnHeading(page: Page, words: string): Promise<void> {
  await expect
    .poll(() => focusedElement(page), { message: `focus on the heading "${words}"` })
    .toMatch(new RegExp(`^H[1-6] ${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

/**
 * Marks every live region on the page now, so a later check can tell an outcome announced in a
 * region that was already there (reliably read) from one inserted holding its words (often not).
 */
export async function markLiveRegions(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')) {
      el.setAttribute('data-e2e-live-before', '');
    }
  });
}

/** The words of the live regions that were on the page when markLiveRegions ran. */
export async function earlierLiveRegionText(page: Page): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-e2e-live-before]'))
      .filter((el) => el.getAttribute('aria-live') !== 'off')
      .map((el) => el.textContent ?? '')
      .join(' | '),
  );
}
