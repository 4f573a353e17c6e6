import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MAX_CONTENT_DIGESTS } from '../../src/lib/content-digest-limit';
import { TWO_BANNER_IDS } from './banners';
import type { Page } from '@playwright/test';
import {
  BASE_URL,
  asksToSaveData,
  bannerOrigin,
  expect,
  resetSandboxBeforeFile,
  signIn,
  test,
} from './fixtures';

resetSandboxBeforeFile();

/**
 * Each prerendered page names its route's screen chunk and the lazy code its first screen renders
 * with in its <head> (scripts/build/preload-hints.ts, written by the build), and carries the
 * content that screen rendered from (src/app/page-data.ts); the page's first module starts the
 * user-info call before the app's entry runs, and preloads the named chunks with the entry after
 * the first paint (src/early-start.ts). These tests check the hints are there, that
 * nothing is fetched twice, that the content is still read once from the service after hydrating
 * (it may have changed since the build) with the banner and correlation id headers like every
 * other call, and that no script runs from the head.
 */

/** Marks the page's load event among the recorded requests. */
const LOADED = '(load)';

/**
 * Runs `forget` whenever the page's main frame commits a new document: what the page left before
 * sent until then (on a busy machine, a late read of the page signing in landed on) is not the new
 * page's (issue 27). Playwright reports the commit before any request of the new document. Only a
 * navigation that loads a document counts: the router's own history writes (same document) also
 * report a navigated frame, with no navigation request before them.
 */
function onNewDocument(page: Page, forget: () => void): void {
  let loading = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loading = true;
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || !loading) return;
    loading = false;
    forget();
  });
}

/** Every request the current document sends, as pathname + search, in order. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  onNewDocument(page, () => {
    seen.length = 0;
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push(url.pathname + url.search);
  });
  return seen;
}

interface SentHeaders {
  /** Per content path, the headers of each request, once Playwright has read them. */
  byPath: Map<string, Record<string, string>[]>;
  /** Reads still under way: the request event comes before its headers can be read. */
  reading: Set<Promise<void>>;
}

/** The headers each content request went out with, as the browser sent them. */
function recordContentHeaders(page: Page): SentHeaders {
  const sent: SentHeaders = { byPath: new Map(), reading: new Set() };
  let documentNumber = 0;
  onNewDocument(page, () => {
    documentNumber += 1;
    sent.byPath.clear();
  });
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith('/content/')) return;
    const sentFrom = documentNumber;
    const reading = request.allHeaders().then((headers) => {
      // A read that ends after the next document began is the earlier page's.
      if (sentFrom !== documentNumber) return;
      sent.byPath.set(path, [...(sent.byPath.get(path) ?? []), headers]);
    });
    sent.reading.add(reading);
    void reading.finally(() => sent.reading.delete(reading));
  });
  return sent;
}

/** The content the page carries (its data element), as the URLs the service answers it at. */
async function carriedContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const text = document.getElementById('fp-page-data')?.textContent;
    if (!text) return [];
    const data = JSON.parse(text) as { banner: string; content: Record<string, unknown> };
    return Object.keys(data.content).map((path) => `/content/${data.banner}/${path}`);
  });
}

/**
 * Each content call carried the banner and its own correlation id (contract §7). Waits for the
 * header reads still under way: a request the page sent last may be counted before its headers
 * are read (a busy CI run found one missing).
 */
async function expectHeadersSent(sent: SentHeaders, urls: string[], banner: string) {
  await Promise.all(sent.reading);
  const ids = new Set<string>();
  for (const url of urls) {
    const [headers] = sent.byPath.get(url) ?? [];
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

test('an account page names its screen chunk, carries its first content, and fetches each once', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const origin = bannerOrigin('vons');
  await signIn(page, 'active-monthly', '/freshpass/manage/cancel-plan', origin);
  // The page signing in lands on is still reading its content when signIn returns: on a busy
  // machine its late reads were counted as this page's second ones (issue 27).
  await page.waitForLoadState('networkidle');
  const requests = recordRequests(page);
  const headers = recordContentHeaders(page);
  const response = await page.goto(`${origin}/freshpass/manage/cancel-plan`);
  const html = (await response?.text()) ?? '';
  await expect(page.getByRole('button', { name: 'Cancel my plan' })).toBeVisible();

  const links = await hints(page);
  const carried = await carriedContent(page);
  // Before the session the page shows the shell and the screen's title, then the skeletons of the
  // blocks, the pre-churn tiles drawn from their content: that content it carries.
  expect(carried.sort()).toEqual(
    [
      '/content/vons/ui-text',
      '/content/vons/error-catalogue',
      '/content/vons/feature-toggles',
      '/content/vons/screens/cancel-plan',
      '/content/vons/pre-churn-tiles',
    ].sort(),
  );
  // Same mode and credentials as the module loader's, or Chromium would not hand them over.
  for (const link of links) expect(link.crossorigin, link.href).toBe('');
  // No header-less preload of content, and nothing async runs from the head (only the first
  // module, which loads the entry after the first paint).
  expect(links.filter((l) => l.as === 'fetch')).toEqual([]);
  expect(html).not.toContain('freshpass-first-content');
  expect(html).not.toMatch(/<script type="module" async/);
  const chunk = links.find((l) => l.rel === 'modulepreload' && /cancel-plan-/.test(l.href));
  expect(chunk, 'the screen chunk is modulepreloaded').toBeDefined();
  // Named in the HTML as served, for after the first paint: the page paints from its HTML, so
  // the stylesheets and logo the paint waits for have the connection to themselves, and the first
  // module asks for the app's code in the task after the first frame (src/lib/app-after-paint.ts).
  expect(html).toContain(`<meta name="fp-app-module" content="${chunk?.href}">`);
  expect(html).not.toContain(`rel="modulepreload" crossorigin href="${chunk?.href}"`);
  expect(html).not.toMatch(/<script type="module" crossorigin src="\/assets\/index-/);

  // The hinted screen chunk and every content path went over the network exactly once: the
  // carried content is read again once the page is live, the rest when the session has arrived.
  const content = [...carried, '/content/vons/constants', '/content/vons/left-nav-v2'];
  for (const href of [...content, chunk?.href ?? '']) {
    expect(countOf(requests, href), href).toBe(1);
  }
  await expectHeadersSent(headers, content, 'vons');
  expect(requests.filter((p) => p.startsWith('/bin/swy/unified/userinfo'))).toHaveLength(1);
  // Only the payload the toggle picks (v2 here) is fetched, never v1 as well.
  expect(countOf(requests, '/content/vons/left-nav-v1')).toBe(0);
  // Chromium warns about a preload nothing used a few seconds after load.
  await page.waitForTimeout(3500);
  expect(warnings.filter((w) => /preloaded using link preload but not used/.test(w))).toEqual([]);
});

test('an open page carries its content, reads each path once and asks for the session only once loaded', async ({
  page,
}) => {
  const requests = recordRequests(page);
  page.on('load', () => requests.push(LOADED));
  const headers = recordContentHeaders(page);
  await page.goto('/freshpass/manage/freshpass-faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FreshPass FAQs' })).toBeVisible();
  await expect(page.getByRole('button').first()).toBeVisible();
  const content = await carriedContent(page);
  expect(content).toEqual(
    expect.arrayContaining(['/content/safeway/screens/freshpass-faq', '/content/safeway/faq']),
  );
  expect(content.some((href) => /left-nav|constants/.test(href))).toBe(false);
  await page.waitForLoadState('networkidle');
  for (const href of content) expect(countOf(requests, href), href).toBe(1);
  await expectHeadersSent(headers, content, 'safeway');
  // The route does not wait for the session: only the header asks, once the page has loaded, so
  // the call comes after every content read and is not preloaded.
  const userInfo = requests.findIndex((p) => p.startsWith('/bin/swy/unified/userinfo'));
  expect(userInfo, 'the header asks who is signed in').toBeGreaterThan(-1);
  expect(requests.indexOf(LOADED), 'the page loaded before the header asked').toBeLessThan(
    userInfo,
  );
  expect((await hints(page)).some((l) => l.href.includes('userinfo'))).toBe(false);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
});

/** The files of the content validators' chunks, from the build's manifest. */
function validatorChunkFiles(): Set<string> {
  const manifest = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; name?: string }>;
  return new Set(
    Object.entries(manifest)
      .filter(
        ([key, chunk]) =>
          key.startsWith('src/content/generated/validators/') ||
          (key.startsWith('_') && /-validators$/.test(chunk.name ?? '')),
      )
      .map(([, chunk]) => `/${chunk.file}`),
  );
}

// Issue 23 part 4: the screens manage links to are made ready while the shopper reads
// (src/app/routes/use-warm-links.ts), so a tap on "Cancel plan" waits for nothing it could ask for.
test('manage makes the cancel screen ready before the tap, and the tap asks for nothing again', async ({
  page,
}) => {
  const origin = bannerOrigin('vons');
  const requests = recordRequests(page);
  await signIn(page, 'active-monthly', '/freshpass/manage', origin);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage FreshPass' })).toBeVisible();
  const ahead = [
    '/content/vons/screens/cancel-plan',
    '/rich-markup/vons/freshpass/manage/cancel-plan.json',
    '/api/subscription/user/cancel/reasons',
  ];
  await expect
    .poll(() => ahead.map((path) => countOf(requests, path)), { timeout: 15_000 })
    .toEqual([1, 1, 1]);
  await page.waitForLoadState('networkidle');
  requests.length = 0;
  await page.getByRole('link', { name: 'Cancel plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel FreshPass' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel my plan' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.filter((path) => ahead.includes(path))).toEqual([]);
});

// Issue 23: what the page carries was checked by the build, so an unchanged answer loads no
// validator; an answer the sandbox changed is checked in the browser, with its kind's validator.
test('content the build checked loads no validator until the service answers differently', async ({
  page,
  request,
}) => {
  const validators = validatorChunkFiles();
  expect(validators.size, 'the build has validator chunks').toBeGreaterThan(0);
  // The shopper's browser asks to save data, so the screens the page's links lead to are not made
  // ready ahead (src/app/routes/use-warm-links.ts): their content, read ahead, is checked with its
  // validators like any content the build did not carry. What loads is the page's own.
  await asksToSaveData(page);
  const requests = recordRequests(page);
  await page.goto('/freshpass/manage/freshpass-faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FreshPass FAQs' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.filter((path) => validators.has(path))).toEqual([]);

  const faq = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../content/faq.json'), 'utf8'),
  ) as { sections: { title: string }[] };
  const [first, ...rest] = faq.sections;
  const changed = { ...faq, sections: [{ ...first, title: 'Changed since the build?' }, ...rest] };
  const put = await request.put(`${BASE_URL}/__sandbox/content/safeway/faq`, {
    data: JSON.stringify(changed),
    headers: { 'content-type': 'application/json' },
  });
  expect(put.ok()).toBe(true);
  try {
    requests.length = 0;
    await page.reload();
    await expect(page.getByRole('button', { name: 'Changed since the build?' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => validators.has(path)).length, 'the FAQ is checked').toBe(1);
  } finally {
    await request.delete(`${BASE_URL}/__sandbox/content/safeway/faq`);
  }
});

// Issue 23: the page carries the fingerprints of the banner's other content the build checked, so
// the navigation's content, read once the session is in, and the screens made ready for the
// page's links load no validator either while the service answers the same; a navigation payload
// the sandbox changed loads its validators once.
test('an account page and the screens it makes ready load no validator for unchanged content', async ({
  page,
  request,
}) => {
  const validators = validatorChunkFiles();
  const origin = bannerOrigin('vons');
  await signIn(page, 'active-monthly', '/freshpass/manage/freshpass-faq', origin);
  await page.waitForLoadState('networkidle');
  const requests = recordRequests(page);
  await page.goto(`${origin}/freshpass/manage`);
  await expect(page.getByRole('link', { name: 'Cancel plan' }).first()).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: /account/i })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The page carries the fingerprints of the banner's content it does not carry in full.
  const fingerprinted = await page.evaluate(() => {
    const text = document.getElementById('fp-page-data')?.textContent ?? '{}';
    return Object.keys((JSON.parse(text) as { digests?: object }).digests ?? {});
  });
  expect(fingerprinted).toEqual(
    expect.arrayContaining(['left-nav-v2', 'constants', 'screens/cancel-plan']),
  );
  expect(fingerprinted.length).toBeLessThanOrEqual(MAX_CONTENT_DIGESTS);
  // The navigation's content and a screen made ready ahead were read.
  expect(requests).toEqual(
    expect.arrayContaining(['/content/vons/left-nav-v2', '/content/vons/screens/cancel-plan']),
  );
  expect(requests.filter((path) => validators.has(path))).toEqual([]);

  const nav = (await (await request.get(`${BASE_URL}/content/vons/left-nav-v2`)).json()) as Record<
    string,
    unknown
  >;
  const put = await request.put(`${BASE_URL}/__sandbox/content/vons/left-nav-v2`, {
    data: JSON.stringify({ ...nav, changedSinceTheBuild: true }),
    headers: { 'content-type': 'application/json' },
  });
  expect(put.ok()).toBe(true);
  try {
    requests.length = 0;
    await page.reload();
    await expect(page.getByRole('link', { name: 'Cancel plan' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = requests.filter((path) => validators.has(path));
    expect(
      loaded.some((path) => path.includes('nav-validators')),
      loaded.join(', '),
    ).toBe(true);
  } finally {
    await request.delete(`${BASE_URL}/__sandbox/content/vons/left-nav-v2`);
  }
});

// Issue 23: the build checked the blocks of the layouts a page carries too, so the block validators
// stay off while the layout is unchanged (above); a layout the sandbox changed loads them once, and
// a block whose props its type refuses shows the catalogue's words while the rest of it renders.
test('a layout the sandbox changed has its blocks checked in the browser', async ({
  page,
  request,
}) => {
  const blockChunk = [...validatorChunkFiles()].find((file) => file.includes('block-validators'));
  expect(blockChunk, 'the block validators are a chunk of their own').toBeDefined();
  const layout = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../content/screens/freshpass-faq.json'), 'utf8'),
  ) as { blocks: { id: string; props: Record<string, unknown> }[] };
  const blocks = layout.blocks.map((block) =>
    block.id === 'intro'
      ? { ...block, props: { html: '<p>Changed since the build.</p>' } }
      : block.id === 'faq-buttons'
        ? { ...block, props: { buttons: 'not a list' } }
        : block,
  );
  const put = await request.put(`${BASE_URL}/__sandbox/content/safeway/screens/freshpass-faq`, {
    data: JSON.stringify({ ...layout, blocks }),
    headers: { 'content-type': 'application/json' },
  });
  expect(put.ok()).toBe(true);
  try {
    const requests = recordRequests(page);
    await page.goto('/freshpass/manage/freshpass-faq');
    await expect(page.getByText('Changed since the build.')).toBeVisible();
    await expect(page.locator('[data-block="faq-buttons"]').getByRole('alert')).toBeVisible();
    await expect(page.locator('[data-block="faq"]').getByRole('button').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path === blockChunk)).toEqual([blockChunk]);
  } finally {
    await request.delete(`${BASE_URL}/__sandbox/content/safeway/screens/freshpass-faq`);
  }
});

test('a page that is not a screen gets no hints', async ({ page }) => {
  await page.goto('/freshpass/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const links = await hints(page);
  // Only the entry's own modulepreloads (Vite's), no screen chunk.
  const screens =
    /\/assets\/(manage|change|confirmation|cancel-plan|update-payments|subscribe|freshpass-faq|govassist|discount|partners|partner-expedia)-/;
  expect(links.filter((l) => screens.test(l.href))).toEqual([]);
});

/**
 * Step 5 of issue 13: on a page behind the session the first module the HTML loads
 * (src/early-start.ts) starts the user-info call, and the subscription call (and the route's other
 * session reads) as soon as it answers, before the app's entry has run. The entry module and
 * React are held back here, so a call that waited for either (or for a render) would only start
 * after they arrived.
 */
for (const banner of TWO_BANNER_IDS) {
  test(`${banner}: the session and subscription calls start before the app's entry runs`, async ({
    page,
  }) => {
    const origin = bannerOrigin(banner);
    // The app's entry (Vite names it after index.html) and React: both held back. The first
    // module is a file of its own that loads neither.
    const entry = /^\/assets\/(index|react-vendor)-[\w-]+\.js$/;
    const events: string[] = [];
    let releaseEntry = () => undefined as void;
    const entryHeld = new Promise<void>((done) => (releaseEntry = done));
    // Routed from the start, so the page never takes the entry from its cache.
    let hold = false;
    await page.route(
      (url) => entry.test(url.pathname),
      async (route) => {
        if (hold) await entryHeld;
        await route.continue();
      },
    );
    await signIn(page, 'active-monthly', '/freshpass/manage/cancel-plan', origin);
    await page.goto('about:blank');
    hold = true;
    const sent = new Map<string, Record<string, string>>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      const name = path.startsWith('/bin/swy/unified/userinfo')
        ? 'user-info'
        : path.startsWith('/api/subscription/user/get/')
          ? 'subscription'
          : path === '/api/subscription/user/cancel/reasons'
            ? 'cancel-reasons'
            : /^\/api\/customers\/[^/]+\/profile$/.test(path)
              ? 'profile'
              : entry.test(path)
                ? 'entry'
                : undefined;
      if (!name) return;
      events.push(`${name} sent`);
      void request.allHeaders().then((headers) => sent.set(name, headers));
    });
    page.on('requestfinished', (request) => {
      if (entry.test(new URL(request.url()).pathname)) events.push('entry arrived');
    });
    await page.goto(`${origin}/freshpass/manage/cancel-plan`, { waitUntil: 'commit' });
    // The session reads (the navigation's profile among them) go out while the entry is held back.
    const reads = ['subscription', 'profile', 'cancel-reasons'];
    await expect
      .poll(() => events.filter((e) => reads.some((name) => e === `${name} sent`)))
      .toHaveLength(3);
    releaseEntry();
    await expect(page.getByRole('button', { name: 'Cancel my plan' })).toBeVisible();
    expect(events.indexOf('user-info sent')).toBeLessThan(events.indexOf('subscription sent'));
    expect(events.indexOf('subscription sent')).toBeLessThan(events.indexOf('entry arrived'));
    expect(events.indexOf('cancel-reasons sent')).toBeLessThan(events.indexOf('entry arrived'));
    expect(events.indexOf('profile sent')).toBeLessThan(events.indexOf('entry arrived'));
    // Each went over the network once: the app's hooks took up the early calls.
    await page.waitForLoadState('networkidle');
    for (const name of ['user-info', ...reads]) {
      expect(
        events.filter((e) => e === `${name} sent`),
        name,
      ).toHaveLength(1);
    }
    // With the headers every call of the client sends (contract §7).
    for (const name of ['user-info', ...reads]) {
      expect(sent.get(name)?.['x-swy_banner'], name).toBe(banner);
      expect(sent.get(name)?.['x-swy-correlation-id'], name).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(sent.get('subscription')?.authorization).toMatch(/^Bearer /);
    expect(sent.get('cancel-reasons')?.authorization).toMatch(/^Bearer /);
    expect(sent.get('profile')?.authorization).toMatch(/^Bearer /);
  });
}
