import { expect, type Locator, type Page } from '@playwright/test';

/** The widths where reflow and focus are checked (WCAG 1.4.10 names 320 CSS px). */
export const A11Y_WIDTHS = [320, 375, 1280] as const;

/** One of A11Y_WIDTHS. */
export type A11yWidth = (typeof A11Y_WIDTHS)[number];

/**
 * The three widths, starting from the `i`-th: a banner's test walks all three, and what it does
 * once (a page load, a step it cannot repeat cheaply) falls on another width on each banner.
 */
export function widthsFrom(i: number): A11yWidth[] {
  return A11Y_WIDTHS.map((_, j) => A11Y_WIDTHS[(i + j) % A11Y_WIDTHS.length]!);
}

/** Sets the window to `width` CSS px (800 px tall: a phone held upright, a laptop). */
export async function setWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
}

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
 * Starts recording each live region as it joins the page, with the words it held then: a region
 * inserted already holding its words is often not read (WCAG 4.1.3); one inserted empty and then
 * filled is.
 */
export async function watchLiveRegions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { fpInsertedLive: string[] }).fpInsertedLive = seen;
    const live = '[role="status"], [role="alert"], [aria-live]';
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const regions = [...(node.matches(live) ? [node] : []), ...node.querySelectorAll(live)];
          for (const region of regions) seen.push((region.textContent ?? '').trim());
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** The words each live region held when it joined the page, since watchLiveRegions. */
export async function insertedLiveRegionWords(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { fpInsertedLive: string[] }).fpInsertedLive);
}

/** WCAG 1.4.12's text spacing, as the bookmarklet testers use applies it. */
export const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/** The element's left and right edges lie inside the window. */
export async function expectInsideWindow(element: Locator, width: number): Promise<void> {
  const box = await element.boundingBox();
  expect(box?.x ?? -1, 'left edge inside the window').toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), 'right edge inside the window').toBeLessThanOrEqual(
    width,
  );
}

/** In forced colours the element still has a visible edge (a system-colour border). */
export async function expectForcedColourEdge(page: Page, element: Locator): Promise<void> {
  await page.emulateMedia({ forcedColors: 'active' });
  expect(await element.evaluate((el) => getComputedStyle(el).borderTopStyle)).not.toBe('none');
  await page.emulateMedia({ forcedColors: 'none' });
}
