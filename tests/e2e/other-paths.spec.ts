import { expect, test } from './fixtures';

/**
 * Contract §2 "Other paths": the retailer's pages, served as stand-ins by the sandbox. The partner
 * pages are app screens in the banner's shell: tests/e2e/partners.spec.ts.
 */
const PAGES = [
  '/account/sign-in.html',
  '/account/re-sign-in.html',
  '/delivery-subscription/manage-delivery-subscription.html',
  '/delivery-subscription/dsfaqs.html?isDSManage=true',
  '/customer-account/discount-programs/snap',
  '/customer-account/discount-programs/snap/how-it-works',
  '/shop/home.html',
];

const CALLBACKS = [
  '/osar/msi',
  '/osar/msi/implicit/callback',
  '/erums/order/confirmation/implicit/callback',
];

test('the other paths of contract §2 answer', async ({ request }) => {
  for (const path of PAGES) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain('<h1>');
  }
  for (const path of CALLBACKS) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
  }
});
