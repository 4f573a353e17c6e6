import { describe, expect, it } from 'vitest';
import { isLandingMode, isNavHidden } from './nav-visibility';

describe('isNavHidden', () => {
  it.each([
    ['/freshpass/manage', false],
    ['/freshpass/manage.html', false],
    ['/freshpass/manage/change', false],
    ['/freshpass/manage/cancel-plan.html', false],
    ['/freshpass/manage/update-payments', false],
    ['/freshpass/manage/subscribe', true],
    ['/freshpass/manage/subscribe.html', true],
    ['/freshpass/manage/confirmation', true],
    ['/freshpass/manage/freshpass-faq.html', true],
    ['/freshpass/manage/govassist', true],
    ['/freshpass/manage/govassist/mobile', true],
    ['/freshpass/manage/discount', true],
    ['/freshpass/manage/discount.html', true],
    ['/FreshPass/Manage/Subscribe', true],
    ['/no-such-page', false],
  ])('%s → hidden %s', (path, hidden) => {
    expect(isNavHidden(path)).toBe(hidden);
  });
});

describe('isLandingMode', () => {
  it.each([
    ['/freshpass/manage/subscribe', true],
    ['/freshpass/manage/subscribe.html', true],
    ['/freshpass/manage/subscribe/3132', true],
    ['/freshpass/manage', false],
    ['/freshpass/manage/discount', false],
    ['/freshpass/manage/confirmation', false],
  ])('%s → landing %s', (path, landing) => {
    expect(isLandingMode(path)).toBe(landing);
  });
});
