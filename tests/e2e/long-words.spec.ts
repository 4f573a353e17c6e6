/**
 * A long unbroken word or address in content wraps at 375 px instead of widening the page
 * (issue 25: a long word in the FAQ made the page 487–680 px wide). The FAQ override lives in
 * this file's own sandbox tenant.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bannerOrigin, BASE_URL, expect, signIn, test } from './fixtures';

const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(3);
const LONG_URL = `https://www.vons.com/${'very-long-path-segment-'.repeat(6)}end`;

test.describe('long unbroken words at 375 px', () => {
  const faq = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../content/faq.json'), 'utf8'),
  ) as { sections: { title: string; html: string }[] };

  test.beforeEach(async ({ request }) => {
    const [first, ...rest] = faq.sections;
    const sections = [
      { ...first, title: `${LONG_WORD}?`, html: `<p>${LONG_WORD} ${LONG_URL}</p>` },
      ...rest,
    ];
    const response = await request.put(`${BASE_URL}/__sandbox/content/vons/faq`, {
      data: JSON.stringify({ ...faq, sections }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.ok()).toBe(true);
  });
  test.afterEach(async ({ request }) => {
    await request.delete(`${BASE_URL}/__sandbox/content/vons/faq`);
  });

  test('the FAQ wraps them: the page does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, 'active-annual', '/freshpass/manage/freshpass-faq', bannerOrigin('vons'));
    await expect(page.getByRole('button', { name: new RegExp(LONG_WORD) })).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  });
});
