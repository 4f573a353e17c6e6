/**
 * Issue 15, item 3: one shopper intent is one save. A double or triple click on the card frame's
 * "Save card", with the card service slow to answer the first click, stores the card once: the
 * frame ignores a submit while one is in flight, and the screen keys the save by the card the
 * shopper saves rather than by each token the frame sends.
 */
import { TWO_BANNER_IDS } from '../banners';
import { cardFrame } from '../acquisition/helpers';
import { bannerOrigin, signIn } from '../fixtures';
import { expect, test } from './sandbox';

const BANNERS = TWO_BANNER_IDS;
const UPDATE = '/freshpass/manage/update-payments';
const UPDATED = "You're all set! Your payment method has been updated.";

for (const banner of BANNERS) {
  for (const clicks of [2, 3]) {
    test(`${banner}: ${clicks} clicks on "Save card" with a slow card service save one card`, async ({
      page,
      sandbox,
    }) => {
      await signIn(page, 'active-annual', UPDATE, bannerOrigin(banner));
      const frame = cardFrame(page);
      await frame.getByLabel('Card number').fill('4111 1111 1111 1111');
      await frame.getByLabel('Expiry (MM/YY)').fill('12/30');
      await frame.getByLabel('Security code').fill('123');
      await sandbox.fault({
        method: 'POST',
        path: '/tokenservice/tokenize',
        delayMs: 400,
        times: 1,
      });
      const tokenised: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/tokenservice/tokenize')) tokenised.push(response.url());
      });
      await frame.getByRole('button', { name: 'Save card' }).click({ clickCount: clicks });
      await expect(page.getByText(UPDATED)).toBeVisible();
      // Give a late token (the slow first click's) time to arrive and be acted on.
      await page.waitForTimeout(1500);
      const saves = await sandbox.mutations('/tenders');
      expect(saves.map((m) => m.method)).toEqual(['POST']);
      expect(tokenised.length, 'the frame tokenised once').toBe(1);
    });
  }
}
