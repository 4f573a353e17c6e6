/**
 * Issue 16, "Cancelling held to the law's measure": on every banner, cancelling as
 * `active-monthly`, `active-annual` and `trial` takes no more screens and no more actions than
 * joining as `new-shopper` (counted by ./parity/flows.ts, from Manage FreshPass). On each cancel
 * screen with a survey (the reason) or an offer (the retention discount), a control that cancels
 * is in the first view at 375px and 1280px. Each banner runs in its own sandbox tenant, so the
 * banners run in parallel without a reset and each test signs in once per persona on one page.
 *
 * Both counts and the first view follow from the screens' content and the banner's words, so the
 * browser drives one banner of each kind of content (CONTENT_KIND_BANNER_IDS: the longest-worded
 * of the banners that share the default content, and each banner with content of its own). The
 * other banners read the same screens with shorter words under a header of the same height
 * (docs/decisions/parity-by-content-kind.md); driving all fifteen was 110 s of the suite.
 */
import { CONTENT_KIND_BANNER_IDS } from './banners';
import type { Page } from '@playwright/test';
import { tenantHeader } from '../../sandbox/tenants';
import { BASE_URL, bannerOrigin, expect, tenantOf, test as base } from './fixtures';
import { WIDTHS } from './screenshots';
import { cancel, inFirstView, join, signInAt, type CancelCheckpoint } from './parity/flows';

const BANNERS = CONTENT_KIND_BANNER_IDS;

const CANCELLING = ['active-monthly', 'active-annual', 'trial'] as const;
/** A phone and a laptop: the two widths every screen must read well at. */
const HEIGHT_AT: Record<(typeof WIDTHS)[number], number> = { 375: 667, 1280: 800 };

// One tenant per test (file tenant + banner), so the banners run in parallel. The test resets its
// tenant first: a server kept between runs (`npm start`, a local rerun) still holds the shopper
// an earlier run subscribed, who would have no "Join FreshPass" to follow.
const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    const banner = testInfo.title.split(':')[0] ?? '';
    await provide({ ...extraHTTPHeaders, [tenantHeader]: `${tenantOf(testInfo)}-${banner}` });
  },
});
test.describe.configure({ mode: 'parallel' });
// The laptop width of the first-view check, so a check resizes once and back.
test.use({ viewport: { width: 1280, height: HEIGHT_AT[1280] } });

/**
 * The cancel control is in the first view at both widths; names where it is not. After a resize
 * the page gets a moment to settle (the navigation switches to its dropdown below 992px after a
 * throttled resize handler), so only a control that stays out of view counts.
 */
async function firstViewProblems(page: Page, checkpoint: CancelCheckpoint): Promise<string[]> {
  const original = page.viewportSize();
  const problems: string[] = [];
  for (const width of [...WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: HEIGHT_AT[width] });
    let inView = await inFirstView(page, checkpoint.control);
    for (let tries = 0; !inView && tries < 10; tries += 1) {
      await page.waitForTimeout(200);
      inView = await inFirstView(page, checkpoint.control);
    }
    if (!inView) {
      problems.push(`${checkpoint.kind} at ${width}px: the control that cancels needs scrolling`);
    }
  }
  if (original) await page.setViewportSize(original);
  return problems;
}

for (const banner of BANNERS) {
  test(`${banner}: cancelling takes no more screens or actions than joining`, async ({
    page,
    request,
  }) => {
    test.slow();
    expect((await request.post(`${BASE_URL}/__sandbox/reset`)).ok(), 'the tenant resets').toBe(
      true,
    );
    const origin = bannerOrigin(banner);
    await signInAt(page, origin, 'new-shopper');
    const joined = await join(page);
    const problems: string[] = [];
    for (const persona of CANCELLING) {
      await signInAt(page, origin, persona);
      const checkpoints: string[] = [];
      const cancelled = await cancel(page, async (checkpoint) => {
        checkpoints.push(checkpoint.kind);
        problems.push(
          ...(await firstViewProblems(page, checkpoint)).map((p) => `${persona}: ${p}`),
        );
      });
      expect(checkpoints, `${persona} met the reason survey`).toContain('survey');
      const trail = `cancel ${cancelled.trail.join(' > ')}; join ${joined.trail.join(' > ')}`;
      expect(cancelled.screens, `${persona} screens (${trail})`).toBeLessThanOrEqual(
        joined.screens,
      );
      expect(cancelled.actions, `${persona} actions (${trail})`).toBeLessThanOrEqual(
        joined.actions,
      );
    }
    expect(problems).toEqual([]);
    // Counting only: axe runs on these screens in lifecycle/cancel.spec.ts and
    // acquisition/subscribe.spec.ts, so the fixture's closing axe run is skipped here.
    await page.goto('about:blank');
  });
}
