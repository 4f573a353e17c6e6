import type { Page } from '@playwright/test';
import { bannerOrigin, expect, resetSandboxBeforeFile, signIn, test } from './fixtures';

resetSandboxBeforeFile();

/**
 * The server names the route's screen chunk and first content in the page's <head>
 * (sandbox/preload-hints.ts) and the entry module starts the user-info call before React renders
 * (src/app/early-session.ts). These tests check the hints are there, that the browser uses each
 * preloaded answer instead of asking again, and that nothing is fetched twice.
 */

/** Every request the page sends from now on, as pathname + search, in order. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push(url.pathname + url.search);
  });
  return seen;
}

const countOf = (list: string[], path: string) => list.filter((p) => p === path).length;

/** The hints in the served HTML (the DOM keeps them in <head>). */
async function hints(page: Page) {
  return page.evaluate(() =>
    Array.from(
      document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]'),
    ).map((link) => ({
      rel: link.getAttribute('rel'),
      as: link.getAttribute('as'),
      crossorigin: link.getAttribute('crossorigin'),
      href: link.getAttribute('href') ?? '',
    })),
  );
}

test('an account page names its screen chunk and first content, and each is fetched once', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const origin = bannerOrigin('vons');
  await signIn(page, 'active-monthly', '/freshpass/manage/cancel-plan', origin);
  const requests = recordRequests(page);
  const response = await page.goto(`${origin}/freshpass/manage/cancel-plan`);
  const html = (await response?.text()) ?? '';
  await expect(page.getByRole('button', { name: 'Cancel my plan' })).toBeVisible();

  const links = await hints(page);
  const content = links.filter((l) => l.rel === 'preload' && l.as === 'fetch').map((l) => l.href);
  expect(content).toEqual(
    expect.arrayContaining([
      '/content/vons/ui-text',
      '/content/vons/error-catalogue',
      '/content/vons/feature-toggles',
      '/content/vons/screens/cancel-plan',
      '/content/vons/constants',
      '/content/vons/left-nav-v2',
      '/content/vons/pre-churn-tiles',
    ]),
  );
  // Same mode and credentials as the app's fetch(), or Chromium would not hand it over.
  for (const link of links) expect(link.crossorigin, link.href).toBe('');
  const chunk = links.find((l) => l.rel === 'modulepreload' && /cancel-plan-/.test(l.href));
  expect(chunk, 'the screen chunk is modulepreloaded').toBeDefined();
  // In the HTML as served, not added by a script.
  expect(html).toContain(`<link rel="modulepreload" crossorigin href="${chunk?.href}">`);
  expect(html).toContain(
    '<link rel="preload" as="fetch" crossorigin href="/content/vons/screens/cancel-plan">',
  );

  // Every hinted file and the user-info call went over the network exactly once.
  for (const href of [...content, chunk?.href ?? '']) {
    expect(countOf(requests, href), href).toBe(1);
  }
  expect(requests.filter((p) => p.startsWith('/bin/swy/unified/userinfo'))).toHaveLength(1);
  // Only the payload the toggle picks (v2 here) is fetched, never v1 as well.
  expect(countOf(requests, '/content/vons/left-nav-v1')).toBe(0);
  // Chromium warns about a preload nothing used a few seconds after load.
  await page.waitForTimeout(3500);
  expect(warnings.filter((w) => /preloaded using link preload but not used/.test(w))).toEqual([]);
});

test('an open page has no navigation hints, fetches its content once and makes no user-info call', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/freshpass/manage/freshpass-faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FreshPass FAQs' })).toBeVisible();
  await expect(page.getByRole('button').first()).toBeVisible();
  const links = await hints(page);
  const content = links.filter((l) => l.as === 'fetch').map((l) => l.href);
  expect(content).toEqual(
    expect.arrayContaining(['/content/safeway/screens/freshpass-faq', '/content/safeway/faq']),
  );
  expect(content.some((href) => /left-nav|constants/.test(href))).toBe(false);
  for (const href of content) expect(countOf(requests, href), href).toBe(1);
  // The route does not wait for the session: no user-info call is started for it.
  expect(requests.some((p) => p.startsWith('/bin/swy/unified/userinfo'))).toBe(false);
});

test('a page that is not a screen gets no hints', async ({ page }) => {
  await page.goto('/freshpass/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const links = await hints(page);
  expect(links.filter((l) => l.as === 'fetch')).toEqual([]);
  // Only the entry's own modulepreloads (Vite's), no screen chunk.
  const screens =
    /\/assets\/(manage|change|confirmation|cancel-plan|update-payments|subscribe|freshpass-faq|govassist|discount)-/;
  expect(links.filter((l) => screens.test(l.href))).toEqual([]);
});
