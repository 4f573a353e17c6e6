import { describe, expect, it } from 'vitest';
import { isCurrentPage, isWithinPage, pagePath } from './current-page';

const here = (pathname: string) => ({ pathname, origin: 'https://www.vons.com' });

describe('pagePath', () => {
  it.each([
    ['/freshpass/manage', '/freshpass/manage'],
    ['/freshpass/manage.html', '/freshpass/manage'],
    ['/freshpass/manage/', '/freshpass/manage'],
    ['/freshpass/manage/1234', '/freshpass/manage'],
    ['/FreshPass/Manage', '/freshpass/manage'],
    ['/', '/'],
  ])('%s → %s', (input, expected) => expect(pagePath(input)).toBe(expected));
});

describe('isCurrentPage', () => {
  it.each([
    ['/freshpass/manage', '/freshpass/manage', true],
    ['/freshpass/manage', '/freshpass/manage.html', true],
    ['/freshpass/manage', '/freshpass/manage/3132', true],
    ['/freshpass/manage.html', '/freshpass/manage', true],
    ['https://www.vons.com/freshpass/manage', '/freshpass/manage', true],
    ['/freshpass/manage?storeId=3132', '/freshpass/manage', true],
    // Another page, a page under it, or the same path on another site is not this page.
    ['/freshpass/manage', '/freshpass/manage/cancel-plan', false],
    ['/freshpass/manage/freshpass-faq', '/freshpass/manage', false],
    ['/delivery-subscription/manage-delivery-subscription.html', '/freshpass/manage', false],
    ['https://www.safeway.com/freshpass/manage', '/freshpass/manage', false],
    ['http://[bad', '/freshpass/manage', false],
  ])('%s on %s → %s', (href, pathname, current) =>
    expect(isCurrentPage(href, here(pathname))).toBe(current),
  );
});

describe('isWithinPage', () => {
  it.each([
    ['/freshpass/manage', '/freshpass/manage', true],
    ['/freshpass/manage', '/freshpass/manage/cancel-plan.html', true],
    ['/freshpass/manage/freshpass-faq', '/freshpass/manage/cancel-plan', false],
    ['/freshpass/manage', '/freshpass/managed', false],
    ['https://www.safeway.com/freshpass/manage', '/freshpass/manage/change', false],
  ])('%s on %s → %s', (href, pathname, within) =>
    expect(isWithinPage(href, here(pathname))).toBe(within),
  );
});
