import type { Page } from '@playwright/test';
import { bannerOrigin, expect, resetSandboxBeforeFile, signIn, test } from './fixtures';

resetSandboxBeforeFile();

/**
 * The server names the route's screen chunk and first content in the page's <head>
 * (sandbox/preload-hints.ts): the content calls start from a small chunk that runs before the
 * entry, and the entry module starts the user-info call before React renders
 * (src/app/early-session.ts). These tests check the hints are there, that the app uses each early
 * answer instead of asking again, that nothing is fetched twice, and that the early content calls
 * carry the banner and correlation id headers like every other call.
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

/** The headers each content request went out with, as the browser sent them. */
function recordContentHeaders(page: Page): Map<string, Record<string, string>[]> {
  const sent = new Map<string, Record<string, string>[]>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith('/content/')) return;
    void request.allHeaders().then((headers) => {
      sent.set(path, [...(sent.get(path) ?? []), headers]);
    });
  });
  return sent;
}

/** The first content the head names: the meta's paths as URLs, and the script that starts them. */
async function firstContent(page: Page) {
  return page.evaluate(() => {
    const meta = document.head.querySelector('meta[name="freshpass-first-content"]');
    const banner = meta?.getAttribute('data-banner') ?? '';
    const paths = (meta?.getAttribute('content') ?? '').split(' ').filter(Boolean);
    const script = document.head.querySelector('script[type="module"][async]');
    return {
      urls: paths.map((path) => `/content/${banner}/${path}`),
      script: script?.getAttribute('src') ?? '',
    };
  });
}

/** Each first-content call carried the banner and its own correlation id (spec §7). */
function expectHeadersSent(
  sent: Map<string, Record<string, string>[]>,
  urls: string[],
  banner: string,
): void {
  const ids = new Set<string>();
  for (const url of urls) {
    const [headers] = sent.get(url) ?? [];
    expect(headers?.['x-swy_banner'], url).toBe(banner);
    expect(headers?.['x-swy-correlation-id'], url).toMatch(/^[0-9a-f-]{36}$/);
    ids.add(headers?.['x-swy-correlation-id'] ?? '');
  }
  expect(ids.size).toBe(urls.length);
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
  const headers = recordContentHeaders(page);
  const response = await page.goto(`${origin}/freshpass/manage/cancel-plan`);
  const html = (await response?.text()) ?? '';
  await expect(page.getByRole('button', { name: 'Cancel my plan' })).toBeVisible();

  const links = await hints(page);
  const { urls: content, script } = await firstContent(page);
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
  // Same mode and credentials as the module loader's, or Chromium would not hand them over.
  for (const link of links) expect(link.crossorigin, link.href).toBe('');
  // No header-less preload of content: the calls are the typed client's, started by a small
  // chunk that runs as soon as it arrives (sandbox/preload-hints.ts).
  expect(links.filter((l) => l.as === 'fetch')).toEqual([]);
  expect(script).toMatch(/^\/assets\/content-requests-[\w-]+\.js$/);
  const chunk = links.find((l) => l.rel === 'modulepreload' && /cancel-plan-/.test(l.href));
  expect(chunk, 'the screen chunk is modulepreloaded').toBeDefined();
  // In the HTML as served, not added by a script.
  expect(html).toContain(`<link rel="modulepreload" crossorigin href="${chunk?.href}">`);
  expect(html).toMatch(
    /<meta name="freshpass-first-content" data-banner="vons" content="[^"]*screens\/cancel-plan/,
  );
  expect(html).toContain(`<script type="module" async crossorigin src="${script}"></script>`);
  // The chunk imports nothing, so running it waits for no other file.
  const code = await (await page.request.get(script)).text();
  expect(code).not.toMatch(/\bimport\s*[{*"'\w]|\bfrom\s*["']/);

  // Every hinted file and the user-info call went over the network exactly once.
  for (const href of [...content, chunk?.href ?? '', script]) {
    expect(countOf(requests, href), href).toBe(1);
  }
  expectHeadersSent(headers, content, 'vons');
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
  const headers = recordContentHeaders(page);
  await page.goto('/freshpass/manage/freshpass-faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FreshPass FAQs' })).toBeVisible();
  await expect(page.getByRole('button').first()).toBeVisible();
  const { urls: content } = await firstContent(page);
  expect(content).toEqual(
    expect.arrayContaining(['/content/safeway/screens/freshpass-faq', '/content/safeway/faq']),
  );
  expect(content.some((href) => /left-nav|constants/.test(href))).toBe(false);
  for (const href of content) expect(countOf(requests, href), href).toBe(1);
  expectHeadersSent(headers, content, 'safeway');
  // The route does not wait for the session: no user-info call is started for it.
  expect(requests.some((p) => p.startsWith('/bin/swy/unified/userinfo'))).toBe(false);
});

test('a page that is not a screen gets no hints', async ({ page }) => {
  await page.goto('/freshpass/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const links = await hints(page);
  expect((await firstContent(page)).urls).toEqual([]);
  // Only the entry's own modulepreloads (Vite's), no screen chunk.
  const screens =
    /\/assets\/(manage|change|confirmation|cancel-plan|update-payments|subscribe|freshpass-faq|govassist|discount)-/;
  expect(links.filter((l) => screens.test(l.href))).toEqual([]);
});
