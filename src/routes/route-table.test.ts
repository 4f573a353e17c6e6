import { describe, expect, it } from 'vitest';
import { pathForms, SCREEN_ROUTES } from './route-table';

describe('SCREEN_ROUTES', () => {
  it('holds every route of contract §2 with its user-info column', () => {
    const table = Object.fromEntries(SCREEN_ROUTES.map((r) => [r.path, r.needsSession]));
    expect(table).toEqual({
      '/freshpass/manage': true,
      '/freshpass/manage/change': true,
      '/freshpass/manage/confirmation': true,
      '/freshpass/manage/cancel-plan': true,
      '/freshpass/manage/update-payments': true,
      '/freshpass/manage/subscribe': false,
      '/freshpass/manage/freshpass-faq': false,
      '/freshpass/manage/govassist': false,
      '/freshpass/manage/govassist/mobile': false,
      '/freshpass/manage/discount': false,
      // The partner pages of contract §2 "Other paths", in the banner's shell (issue 22 §6).
      '/rewards/partners': false,
      '/rewards/partners/expedia': false,
      '/rewards/partners/partner-detail': false,
    });
  });

  it('derives the .html and store id forms', () => {
    expect(pathForms('/freshpass/manage')).toEqual([
      '/freshpass/manage',
      '/freshpass/manage.html',
      '/freshpass/manage/:storeId',
    ]);
  });
});
