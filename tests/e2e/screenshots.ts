/**
 * Screenshots of a screen at the two widths every screen must read well at (issue 6), and the
 * check that it does. They go to artifacts/screenshots/<screen>-<width>.png (gitignored): a folder
 * Playwright never clears, unlike test-results/, so a run keeps the last image of every screen and
 * replaces only the files it writes.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Where the screenshots are kept (README "Screens and flows"). */
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../artifacts/screenshots');

/** The two widths of the issue: a small phone and a desktop. */
export const WIDTHS = [375, 1280] as const;

/**
 * What keeps the page from reading well at the current width, in words: a page that scrolls
 * sideways (and the elements that stick out), an h1 that is missing or off screen, and text in the
 * page header or the main column that an `overflow: hidden`/`clip` box (or an ellipsis) cuts off,
 * or that runs past or touches the viewport's edge, and a header logo that does not fit the screen.
 * Runs in the page (so it names nothing from outside itself).
 */
function readingProblems(): string[] {
  // Text closer than this to the screen's edge is hard to read (and on a phone, to reach).
  const GUTTER = 8;
  const problems: string[] = [];
  const doc = document.documentElement;
  const viewport = doc.clientWidth;
  const describe = (el: Element) =>
    `<${el.localName}${el.id ? `#${el.id}` : ''}${
      typeof el.className === 'string' && el.className
        ? `.${el.className.trim().split(/\s+/).join('.')}`
        : ''
    }>`;
  if (doc.scrollWidth > viewport) {
    const wide = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > viewport + 1)
      .slice(-3)
      .map(describe);
    problems.push(
      `the page scrolls sideways: ${doc.scrollWidth}px wide in ${viewport}px${
        wide.length > 0 ? ` (${wide.join(', ')} stick out)` : ''
      }`,
    );
  }
  const h1 = document.querySelector('h1');
  const h1Box = h1?.getBoundingClientRect();
  if (!h1 || !h1Box || h1Box.width === 0 || h1Box.height === 0) problems.push('no visible h1');
  else if (h1Box.left < -1 || h1Box.right > viewport + 1) problems.push('the h1 runs off screen');

  const main = document.querySelector('main');
  if (!main) return [...problems, 'no main column'];
  // The page header (the banner's logo and name) is read as the main column is.
  const header = Array.from(document.querySelectorAll('header')).find(
    (el) => !el.closest('main, article, aside, nav, section'),
  );
  // Boxes a sighted shopper never sees (visually hidden text for screen readers) are left out.
  const hiddenOnPurpose = (el: Element) => {
    const style = getComputedStyle(el);
    if (style.clip !== 'auto' || style.clipPath !== 'none') return true;
    if (style.position !== 'absolute' && style.position !== 'fixed') return false;
    const box = el.getBoundingClientRect();
    return box.width <= 1 || box.height <= 1;
  };
  const textNodes = [header, main].flatMap((root) => {
    if (!root) return [];
    const nodes: Node[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
    return nodes;
  });
  for (const node of textNodes) {
    const text = (node.textContent ?? '').trim();
    const parent = node.parentElement;
    if (!text || !parent || !parent.checkVisibility({ visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
    if (rects.length === 0) continue;
    const ancestors: Element[] = [];
    for (let el: Element | null = parent; el && el !== doc; el = el.parentElement)
      ancestors.push(el);
    if (ancestors.some(hiddenOnPurpose)) continue;
    const quote = `"${text.slice(0, 40)}"`;
    for (const el of ancestors) {
      const style = getComputedStyle(el);
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${quote} is cut short with an ellipsis by ${describe(el)}`);
        break;
      }
      if (!clipsX && !clipsY) continue;
      const box = el.getBoundingClientRect();
      const left = box.left + el.clientLeft;
      const top = box.top + el.clientTop;
      const cut = rects.some(
        (r) =>
          (clipsX && (r.left < left - 1 || r.right > left + el.clientWidth + 1)) ||
          (clipsY && (r.top < top - 1 || r.bottom > top + el.clientHeight + 1)),
      );
      if (cut) {
        problems.push(`${quote} is clipped by ${describe(el)}`);
        break;
      }
    }
    if (problems.at(-1)?.startsWith(quote)) continue;
    if (rects.some((r) => r.left < -1 || r.right > viewport + 1)) {
      problems.push(`${quote} runs past the edge of the screen`);
    } else if (rects.some((r) => r.left < GUTTER || r.right > viewport - GUTTER)) {
      problems.push(`${quote} touches the edge of the screen`);
    }
  }
  for (const img of Array.from(header?.querySelectorAll('img') ?? [])) {
    const box = img.getBoundingClientRect();
    if (box.left < -1 || box.right > viewport + 1) problems.push('the header logo runs off screen');
  }
  return problems;
}

/**
 * Saves the current screen at 375px and 1280px wide (full page) and checks that it reads well at
 * both. The check is retried for a few seconds because a resize settles over a throttled frame or
 * two (the left navigation turns into its dropdown below 992px); the screenshot is taken once it
 * passes, or of the failing layout, so the image shows what the check found.
 */
export async function keepScreenshots(page: Page, screen: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize() ?? { width: 1200, height: 900 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    let problems: string[] = [];
    try {
      await expect
        .poll(async () => (problems = await page.evaluate(readingProblems)), {
          message: `${screen} at ${width}px reads well`,
          timeout: 3_000,
        })
        .toEqual([]);
    } finally {
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `${screen}-${width}.png`),
        fullPage: true,
      });
    }
    expect(problems).toEqual([]);
  }
  await page.setViewportSize(original);
}
