/**
 * Content images (content/assets/) under the strict policy: the tiles' pictures are files of the
 * site, named by path in content, and load in Chromium without a CSP violation (the shared fixture
 * fails the test on any). Before, they were `data:` URLs that only `img-src data:` let through.
 */
import type { Locator, Page } from '@playwright/test';
import { bannerOrigin, expect, resetSandboxBeforeFile, signIn, test } from './fixtures';
import { layout, SandboxControls } from './hostile/sandbox';

resetSandboxBeforeFile();

/** Every content image answer the page received: path, status and content type. */
function recordImages(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/content-assets/'))
      seen.push(`${path} ${response.status()} ${response.headers()['content-type'] ?? ''}`);
  });
  return seen;
}

/** Each image points into /content-assets/ and has been decoded at its 64px size. */
async function expectLoaded(images: Locator, count: number): Promise<void> {
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('src', /^\/content-assets\/[a-z0-9-]+\.svg$/);
    // The tiles load lazily: bring each into view so the browser fetches it.
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(64);
  }
}

test('the pre-churn tiles on cancel show their pictures from the site itself', async ({ page }) => {
  const answers = recordImages(page);
  await signIn(page, 'active-annual', '/freshpass/manage/cancel-plan');
  const tiles = page.getByRole('region', { name: "Before you go, here's what you'd miss" });
  await expectLoaded(tiles.getByRole('img'), 3);
  await expect(tiles.getByRole('img', { name: 'Delivery van' })).toBeVisible();
  // The tiles' three pictures, and the navigation's group icons (also content images).
  await expect.poll(() => answers.length).toBe(6);
  expect(answers.sort()).toEqual([
    '/content-assets/annual-savings.svg 200 image/svg+xml',
    '/content-assets/exclusive-points.svg 200 image/svg+xml',
    '/content-assets/free-delivery.svg 200 image/svg+xml',
    '/content-assets/nav-icon-membership.svg 200 image/svg+xml',
    '/content-assets/nav-icon-person.svg 200 image/svg+xml',
    '/content-assets/nav-icon-receipt.svg 200 image/svg+xml',
  ]);
});

test("a banner's own benefit tiles (Vons) show their pictures", async ({ page, request }) => {
  const sandbox = new SandboxControls(request);
  const tiles = {
    type: 'benefitTiles',
    id: 'benefits',
    data: 'content:benefit-tiles',
    props: {},
  };
  await sandbox.putContent('screens/manage', layout('manage', 'Manage FreshPass', [tiles]));
  try {
    // An annual member: the $5 monthly credit tile is theirs (tiles follow the plan type).
    await signIn(page, 'active-annual', '/freshpass/manage', bannerOrigin('vons'));
    // The page first draws the build's layout, whose own tiles block is `member-benefits`, then
    // swaps in the sandbox's: look only inside the swapped-in block, whose id is `benefits`.
    const region = page
      .locator('[data-block="benefits"]')
      .getByRole('region', { name: 'Your FreshPass benefits at Vons' });
    await expectLoaded(region.getByRole('img'), 3);
  } finally {
    await sandbox.reset();
  }
});

test('a content image that does not exist is a plain 404, not the app', async ({ request }) => {
  const missing = await request.get('/content-assets/no-such-image.svg');
  expect(missing.status()).toBe(404);
  const shipped = await request.get('/content-assets/free-delivery.svg');
  expect(shipped.headers()['content-type']).toBe('image/svg+xml');
  expect(await shipped.text()).toMatch(/^<svg /);
});
