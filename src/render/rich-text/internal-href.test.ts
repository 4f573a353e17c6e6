import { isInternalHref } from './internal-href';

describe('isInternalHref', () => {
  it('keeps the app routes inside the app', () => {
    for (const href of [
      '/freshpass',
      '/freshpass/manage',
      '/freshpass/manage/subscribe?plan=snap',
      '/freshpass/manage/freshpass-faq#payment',
      '/freshpass/manage.html',
      // The partner pages are app routes outside /freshpass (issue 22 §6).
      '/rewards/partners',
      '/rewards/partners/expedia',
      '/rewards/partners/partner-detail?discountCode=EXPEDIA25',
    ]) {
      expect(isInternalHref(href)).toBe(true);
    }
  });

  it('leaves the retailer pages of the same origin, other sites and odd paths to the browser', () => {
    for (const href of [
      '/customer-account/discount-programs/snap',
      '/shop/home.html',
      '/rewards/points',
      '/account/sign-in.html?redirect=/freshpass/manage',
      '/freshpassport',
      '//evil.example/freshpass',
      '/\\evil.example',
      'https://www.safeway.com/freshpass/manage',
      'mailto:help@example.com',
    ]) {
      expect(isInternalHref(href)).toBe(false);
    }
  });
});
