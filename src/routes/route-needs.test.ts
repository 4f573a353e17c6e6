import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMergedContent } from '../../shared-node/content-files';
import {
  buildRendersRichText,
  routeApiData,
  routeHasNav,
  routeNeeds,
  type RouteBanner,
} from './route-needs';
import { SCREEN_ROUTES, type ScreenRoute } from './route-table';

const root = resolve(import.meta.dirname, '../..');
const bannerOf = (id: string): RouteBanner => ({
  id,
  read: (path) => readMergedContent(root, id, path),
});
const route = (path: string): ScreenRoute => {
  const found = SCREEN_ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

const SHELL = ['ui-text', 'error-catalogue', 'feature-toggles'];
const NAV = ['constants', 'left-nav-v2'];

/** What each route's first screen needs with the shipped content (the same on every banner). */
const EXPECTED: Record<string, ReturnType<typeof routeNeeds>> = {
  '/freshpass/manage': {
    content: [...SHELL, 'screens/manage', ...NAV, 'benefit-tiles'],
    api: ['user-info', 'subscription', 'profile'],
    richText: false,
    forms: [],
  },
  '/freshpass/manage/change': {
    content: [...SHELL, 'screens/change', ...NAV],
    api: ['user-info', 'subscription', 'profile'],
    richText: false,
    forms: [],
  },
  '/freshpass/manage/confirmation': {
    content: [...SHELL, 'screens/confirmation'],
    api: ['user-info', 'subscription'],
    richText: false,
    forms: [],
  },
  '/freshpass/manage/cancel-plan': {
    content: [...SHELL, 'screens/cancel-plan', ...NAV, 'pre-churn-tiles'],
    api: ['user-info', 'subscription', 'profile', 'cancelReasons'],
    richText: false,
    forms: ['cancel-feedback'],
  },
  '/freshpass/manage/update-payments': {
    content: [...SHELL, 'screens/update-payments', ...NAV],
    // No block is bound to a call, but the screen shows by the membership and the nav's badges.
    api: ['user-info', 'subscription', 'profile'],
    richText: false,
    forms: [],
  },
  '/freshpass/manage/subscribe': {
    content: [...SHELL, 'screens/subscribe', 'plans', 'offers'],
    api: [],
    richText: false,
    forms: ['zip-code'],
  },
  '/freshpass/manage/freshpass-faq': {
    content: [...SHELL, 'screens/freshpass-faq', 'faq'],
    api: [],
    richText: false,
    forms: [],
  },
  '/freshpass/manage/govassist': {
    content: [...SHELL, 'screens/govassist', 'snap-easy-steps'],
    api: [],
    richText: false,
    forms: [],
  },
  '/freshpass/manage/govassist/mobile': {
    content: [...SHELL, 'screens/govassist', 'snap-easy-steps'],
    api: [],
    richText: false,
    forms: [],
  },
  '/freshpass/manage/discount': {
    content: [...SHELL, 'screens/discount', 'screens/partners', 'screens/discount-error'],
    api: ['discountPlan', 'partnerOffers'],
    richText: false,
    forms: [],
  },
  '/rewards/partners': {
    content: [...SHELL, 'screens/partners'],
    api: ['partnerOffers'],
    richText: false,
    forms: [],
  },
  '/rewards/partners/expedia': {
    content: [...SHELL, 'screens/partner-expedia'],
    api: [],
    richText: false,
    forms: [],
  },
  // The partner landing: the discount screen, prerendered as a first visitor sees it.
  '/rewards/partners/partner-detail': {
    content: [...SHELL, 'screens/discount', 'screens/partners', 'screens/discount-error'],
    api: ['discountPlan', 'partnerOffers'],
    richText: false,
    forms: [],
  },
};

describe('routeNeeds', () => {
  it('covers every route of the table', () => {
    expect(Object.keys(EXPECTED)).toEqual(SCREEN_ROUTES.map((r) => r.path));
  });

  for (const banner of ['safeway', 'vons']) {
    it.each(SCREEN_ROUTES.map((r) => [r.path, r] as const))(
      `${banner} %s: content, API data and lazy code of the first screen`,
      (path, r) => {
        expect(routeNeeds(r, bannerOf(banner))).toEqual(EXPECTED[path]);
      },
    );
  }

  it('follows the toggles: v1 navigation, and no content of a block whose flag is off', () => {
    const vons = bannerOf('vons');
    const toggled: RouteBanner = {
      id: 'vons',
      read: (path) =>
        path === 'feature-toggles'
          ? {
              ...(vons.read(path) as object),
              accountDashboardV2: false,
              enablePreChurn: false,
            }
          : vons.read(path),
    };
    const needs = routeNeeds(route('/freshpass/manage/cancel-plan'), toggled);
    expect(needs.content).toContain('left-nav-v1');
    expect(needs.content).not.toContain('left-nav-v2');
    expect(needs.content).not.toContain('pre-churn-tiles');
    // The pre-churn tiles are rich text, but the feedback form stays whatever the flags say.
    expect(needs.forms).toEqual(['cancel-feedback']);
  });

  it('brings the rich-text stack only for an account route’s rich text bound to service data', () => {
    const vons = bannerOf('vons');
    const layout = vons.read('screens/manage') as { blocks: Record<string, unknown>[] };
    const withBlock = (block: Record<string, unknown>): RouteBanner => ({
      id: 'vons',
      read: (path) =>
        path === 'screens/manage'
          ? { ...layout, blocks: [...layout.blocks, block] }
          : vons.read(path),
    });
    const manage = route('/freshpass/manage');
    const bound = { type: 'richText', id: 'from-service', data: 'subscription', props: {} };
    expect(routeNeeds(manage, withBlock(bound)).richText).toBe(true);
    expect(buildRendersRichText(bound)).toBe(false);
    const written = { type: 'richText', id: 'written', props: { html: '<p>x</p>' } };
    expect(routeNeeds(manage, withBlock(written)).richText).toBe(false);
    expect(buildRendersRichText(written)).toBe(true);
    expect(
      buildRendersRichText({ type: 'benefitTiles', id: 't', data: 'content:benefit-tiles' }),
    ).toBe(true);
    expect(buildRendersRichText({ type: 'heading', id: 'h', props: { text: 'x' } })).toBe(false);
    // An open route's rich text is in its page whatever it is bound to.
    expect(routeNeeds(route('/freshpass/manage/freshpass-faq'), vons).richText).toBe(false);
  });

  it('needs only the shell and the layout when the banner has no toggles or layout', () => {
    const empty: RouteBanner = {
      id: 'nowhere',
      read: () => {
        throw new Error('missing');
      },
    };
    expect(routeNeeds(route('/freshpass/manage'), empty)).toEqual({
      content: [...SHELL, 'screens/manage', 'constants', 'left-nav-v1'],
      api: ['user-info', 'subscription', 'profile'],
      richText: false,
      forms: [],
    });
  });

  it('shows the navigation and needs the session exactly on the account routes', () => {
    const nav = SCREEN_ROUTES.filter(routeHasNav).map((r) => r.screen);
    expect(nav).toEqual(['manage', 'change', 'cancel-plan', 'update-payments']);
    const session = SCREEN_ROUTES.filter((r) => routeApiData(r).includes('user-info'));
    expect(session.map((r) => r.screen)).toEqual([
      'manage',
      'change',
      'confirmation',
      'cancel-plan',
      'update-payments',
    ]);
  });

  it('reads `when` and groups as the renderer does, with status, role and facts not known', () => {
    const layout = {
      id: 'probe',
      groups: {
        offGroup: { when: { flags: ['offFlag'] } },
        stepGroup: { when: { facts: { step: ['reasons'] } } },
      },
      blocks: [
        { type: 'facts', id: 'a', data: 'anyOfOff', when: { anyOf: [{ flags: ['offFlag'] }] } },
        { type: 'facts', id: 'b', data: 'notOn', when: { not: { flags: ['onFlag'] } } },
        { type: 'facts', id: 'c', data: 'inOffGroup', group: 'offGroup' },
        { type: 'facts', id: 'd', data: 'flagOff', when: { flags: ['offFlag'] } },
        { type: 'facts', id: 'e', data: 'members', when: { statuses: ['ACTIVE'] } },
        { type: 'facts', id: 'f', data: 'notMembers', when: { not: { roles: ['guest'] } } },
        { type: 'facts', id: 'g', data: 'content:faq', group: 'stepGroup' },
        {
          type: 'facts',
          id: 'h',
          data: 'anyOfOn',
          when: { anyOf: [{ flags: ['offFlag'] }, { flags: ['onFlag'], statuses: ['TRIAL'] }] },
        },
      ],
    };
    const probe: RouteBanner = {
      id: 'probe',
      read: (path) => {
        if (path === 'feature-toggles') return { onFlag: true, offFlag: false };
        if (path === 'screens/freshpass-faq') return layout;
        throw new Error('missing');
      },
    };
    const needs = routeNeeds(route('/freshpass/manage/freshpass-faq'), probe);
    expect(needs.api).toEqual(['members', 'notMembers', 'anyOfOn']);
    expect(needs.content).toContain('faq');
  });
});
