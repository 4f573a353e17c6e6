/**
 * The truth matrix (issue 21): every sandbox persona × every route × one banner of each kind of
 * content, reading each page's words against what the persona is. Personas come from the
 * sandbox's own list, so a new persona is covered without editing this file. One sign-in per
 * persona and banner; the routes are steps, reached by the app's own navigation. Every broken
 * rule is collected and the test fails with persona, route, banner and the sentence.
 *
 * To keep its cost down without losing a combination that can differ: routes whose words depend
 * on no shopper (GENERAL_ROUTES) are read once per banner and held to every persona's truth; a
 * persona without a session reads only the public routes (the others send it to sign in).
 *
 * The words a page can say come from its content and the banner's words, so the matrix is driven
 * on CONTENT_KIND_BANNER_IDS (the longest-worded banner of the default content, and each banner
 * with content of its own); tests/e2e/banners.test.ts holds each of the 15 banners to the content
 * of one of them (docs/decisions/parity-by-content-kind.md).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { loadPersonas } from '../../../sandbox/personas';
import { CONTENT_KIND_BANNER_IDS } from '../banners';
import { SCREEN_ROUTES } from '../../../src/routes/route-table';
import {
  BASE_URL,
  bannerOrigin,
  expect,
  goToScreen,
  signInUrl,
  resetSandboxBeforeFile,
  test,
} from '../fixtures';
import { GENERAL_ROUTES, LONG_DATE, brokenRules, truthOf, type PageWords } from './truth-rules';

resetSandboxBeforeFile();

const BANNERS = CONTENT_KIND_BANNER_IDS;
const PERSONAS = loadPersonas();
/** The routes a persona reads itself: a shopper without a session is sent to sign in from the rest. */
const routesFor = (signedIn: boolean) =>
  SCREEN_ROUTES.filter(
    (route) => (signedIn || !route.needsSession) && !GENERAL_ROUTES.has(route.path),
  ).map((route) => route.path);

async function sandboxToday(request: APIRequestContext): Promise<string> {
  const clock = (await (await request.get(`${BASE_URL}/__sandbox/clock`)).json()) as {
    today: string;
  };
  return clock.today;
}

/** Reads the words of the page's main region (see PageWords). */
function readWords(page: Page): Promise<PageWords> {
  return page.evaluate((datePattern) => {
    const main = document.querySelector('main');
    if (!main) return { lines: [], dates: [], sections: [], notices: [], actions: [] };
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
    const lines = main.innerText
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const dates: { date: string; context: string }[] = [];
    for (const el of Array.from(main.querySelectorAll('dd, p, li, .fp-notice, td'))) {
      if (!visible(el)) continue;
      const own = (el as HTMLElement).innerText;
      for (const match of own.matchAll(new RegExp(datePattern, 'g'))) {
        const label = el.tagName === 'DD' ? (el.previousElementSibling?.textContent ?? '') : own;
        dates.push({ date: match[0], context: label.trim() });
      }
    }
    const sections = Array.from(main.querySelectorAll('section'))
      .filter(visible)
      .map((s) => ({
        heading:
          s.querySelector('h2, h3')?.textContent?.trim() ?? s.getAttribute('aria-label') ?? '',
        text: (s as HTMLElement).innerText,
      }));
    const notices = Array.from(main.querySelectorAll('.fp-notice'))
      .filter(visible)
      .map((n) => ({
        text: (n as HTMLElement).innerText.trim(),
        tone: /fp-notice--(\w+)/.exec(n.className)?.[1] ?? '',
      }));
    const actions = Array.from(main.querySelectorAll('a, button'))
      .filter(visible)
      .map((a) => (a as HTMLElement).innerText.trim());
    return { lines, dates, sections, notices, actions };
  }, LONG_DATE.source);
}

test.describe.configure({ mode: 'parallel' });

for (const banner of BANNERS) {
  test(`general routes on ${banner} read true words for every persona`, async ({
    page,
    request,
  }) => {
    const today = await sandboxToday(request);
    const origin = bannerOrigin(banner);
    // Entered as a browser with no cookies at all: the words of these routes depend on nobody.
    const broken: string[] = [];
    for (const route of GENERAL_ROUTES) {
      await test.step(route, async () => {
        await goToScreen(page, origin, route);
        const words = await readWords(page);
        for (const persona of PERSONAS)
          for (const sentence of brokenRules(truthOf(persona, PERSONAS), route, words, today))
            broken.push(`${persona.id} · ${route} · ${banner}: ${sentence}`);
      });
    }
    expect(broken, broken.join('\n')).toEqual([]);
  });
}

for (const persona of PERSONAS) {
  const truth = truthOf(persona, PERSONAS);
  const routes = routesFor(truth.signedIn);
  for (const banner of BANNERS) {
    test(`${persona.id} on ${banner} reads true words on every route`, async ({
      page,
      request,
    }) => {
      const today = await sandboxToday(request);
      const origin = bannerOrigin(banner);
      // Signing in lands on the first route; the others are reached by the app's navigation.
      await page.goto(signInUrl(persona.id, routes[0], origin));
      const broken: string[] = [];
      for (const route of routes) {
        await test.step(route, async () => {
          await goToScreen(page, origin, route);
          const words = await readWords(page);
          for (const sentence of brokenRules(truth, route, words, today))
            broken.push(`${persona.id} · ${route} · ${banner}: ${sentence}`);
        });
      }
      expect(broken, broken.join('\n')).toEqual([]);
    });
  }
}
