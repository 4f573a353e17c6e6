/**
 * The truth matrix (issue 21): every sandbox persona × every route × three banners (one with a
 * long name), reading each page's words against what the persona is. Personas come from the
 * sandbox's own list, so a new persona is covered without editing this file. One sign-in per
 * persona and banner; the routes are steps, reached by the app's own navigation. Every broken
 * rule is collected and the test fails with persona, route, banner and the sentence.
 */
import type { Page } from '@playwright/test';
import { loadPersonas } from '../../../sandbox/personas';
import { SCREEN_ROUTES } from '../../../src/routes/route-table';
import {
  BASE_URL,
  bannerOrigin,
  expect,
  resetSandboxBeforeFile,
  screenSettled,
  test,
} from '../fixtures';
import { LONG_DATE, brokenRules, truthOf, type PageWords } from './truth-rules';

resetSandboxBeforeFile();

/** Andronico's Community Markets has the longest name; Vons; Jewel-Osco, a name with a hyphen. */
const BANNERS = ['andronicos', 'vons', 'jewelosco'] as const;
const PERSONAS = loadPersonas();
/** A shopper without a session is sent to sign in from these: they have no words to read. */
const routesFor = (signedIn: boolean) =>
  SCREEN_ROUTES.filter((route) => signedIn || !route.needsSession).map((route) => route.path);
/** Where a shopper without a session starts: a page every shopper may read. */
const PUBLIC_START = '/freshpass/manage/freshpass-faq';

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

/**
 * Goes to `path` the way the app's links do (no page load), then waits for that screen: the old
 * screen's heading is marked first, because the router keeps it on the page until the new screen's
 * code has loaded.
 */
async function navigate(page: Page, origin: string, path: string): Promise<void> {
  const inApp = (await page.locator('main h1').count()) > 0 && page.url().startsWith(origin);
  if (inApp) {
    await page.evaluate((to) => {
      document.querySelectorAll('main h1').forEach((h) => h.setAttribute('data-truth-stale', ''));
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  } else {
    await page.goto(`${origin}${path}`);
  }
  // An account route may send a shopper without a session to sign in: that page has no words.
  if ((await page.locator('#root').count()) === 0) return;
  // Two routes of one screen (govassist and its mobile form) keep the same heading element.
  await page
    .locator('main h1:not([data-truth-stale])')
    .first()
    .waitFor({ timeout: 3_000 })
    .catch(() => undefined);
  await screenSettled(page);
}

test.describe.configure({ mode: 'parallel' });

for (const persona of PERSONAS) {
  const truth = truthOf(persona, PERSONAS);
  for (const banner of BANNERS) {
    test(`${persona.id} on ${banner} reads true words on every route`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const clock = (await (await request.get(`${BASE_URL}/__sandbox/clock`)).json()) as {
        today: string;
      };
      const origin = bannerOrigin(banner);
      const query = new URLSearchParams({ persona: persona.id, redirect: PUBLIC_START });
      await page.goto(`${origin}/account/sign-in.html?${query.toString()}`);
      const broken: string[] = [];
      for (const route of routesFor(truth.signedIn)) {
        await test.step(route, async () => {
          await navigate(page, origin, route);
          if ((await page.locator('#root').count()) === 0) {
            // Sent to sign in: back to a public page, so the next step starts inside the app.
            await page.goto(`${origin}${PUBLIC_START}`);
            return;
          }
          const words = await readWords(page);
          for (const sentence of brokenRules(truth, route, words, clock.today))
            broken.push(`${persona.id} · ${route} · ${banner}: ${sentence}`);
        });
      }
      expect(broken, broken.join('\n')).toEqual([]);
    });
  }
}
