import { describe, expect, it } from 'vitest';
import { buildV2Model, type NavContext } from './nav-model';
import { buildV1Model, isDeliverySubscriptionLink, isFreshpassLink } from './nav-v1-model';

const ctx: NavContext = {
  bannerId: 'vons',
  placeholders: {
    banner: 'Vons',
    phone: '1-877-000',
    loyaltyProgram: 'Vons for U',
    product: 'FreshPass',
  },
  profile: { status: 'loaded', profile: { addresses: [], profileCompletionPercentage: '80' } },
  experiments: { eot: { '42': 'b', '43': 'a' } },
  enrolledPrograms: new Set(),
  joinLabel: 'Join FreshPass',
  manageLabel: 'Manage FreshPass',
  accountSettingsLabel: 'Account Settings',
  here: { pathname: '/freshpass/manage', origin: 'https://www.vons.com' },
};

describe('v1 link rules (contract §2)', () => {
  it.each([
    ['/freshpass/manage', true, false],
    ['https://www.vons.com/FreshPass/manage.html', true, false],
    ['/delivery-subscription/manage-delivery-subscription.html', false, true],
    ['/account/orders.html', false, false],
  ])('%s → FreshPass group %s, delivery-subscription %s', (link, freshpass, delivery) => {
    expect(isFreshpassLink(link)).toBe(freshpass);
    expect(isDeliverySubscriptionLink(link)).toBe(delivery);
  });
});

describe('buildV1Model', () => {
  const payload = {
    navtitle: 'Your {banner} account',
    leftnav: [
      { linktitle: 'Addresses', link: '/account/addresses.html' },
      { linktitle: 'Account settings', link: '/account/account-settings.html' },
      { linktitle: 'Manage FreshPass', link: 'https://www.{banner}.com/freshpass/manage' },
      { linktitle: 'Delivery subscription', link: '/delivery-subscription/manage.html' },
      { linktitle: '{loyaltyProgram} rewards', link: '/rewards/partners' },
      { linktitle: 'FreshPass FAQs', link: '/freshpass/manage/freshpass-faq' },
    ],
  };
  const summary = (links: Array<{ text: string; active: boolean; current: boolean }>) =>
    links.map((l) => [l.text, l.active, l.current]);

  it('splits the links into Account Settings, the FreshPass group and the second list', () => {
    const model = buildV1Model(payload, ctx);
    expect(model.title).toBe('Your Vons account');
    expect(model.settings).toMatchObject({
      text: 'Account settings',
      href: '/account/account-settings.html',
      active: false,
    });
    // Group: every 'freshpass' link, highlighted; only the page the shopper is on is current.
    expect(model.freshpass.open).toBe(true);
    expect(summary(model.freshpass.links)).toEqual([
      ['Manage FreshPass', true, true],
      ['FreshPass FAQs', true, false],
    ]);
    expect(model.freshpass.links[0]?.href).toBe('https://www.vons.com/freshpass/manage');
    // Second list: the delivery-subscription link is highlighted, never current here.
    expect(summary(model.others)).toEqual([
      ['Addresses', false, false],
      ['Delivery subscription', true, false],
      ['Vons for U rewards', false, false],
    ]);
    expect(model.others.map((l) => l.badge)).toEqual([true, false, false]);
  });

  it('marks exactly the link of the page the shopper is on as current', () => {
    const on = (pathname: string) => {
      const model = buildV1Model(payload, { ...ctx, here: { ...ctx.here, pathname } });
      const links = [model.settings, ...model.freshpass.links, ...model.others];
      return { model, current: links.filter((l) => l?.current).map((l) => l?.text) };
    };
    expect(on('/freshpass/manage.html').current).toEqual(['Manage FreshPass']);
    expect(on('/freshpass/manage/freshpass-faq').current).toEqual(['FreshPass FAQs']);
    expect(on('/account/account-settings.html').current).toEqual(['Account settings']);
    // A page under a group link keeps the group open, but no link is that page.
    const cancel = on('/freshpass/manage/cancel-plan');
    expect(cancel.current).toEqual([]);
    expect(cancel.model.freshpass.open).toBe(true);
    // Elsewhere the group starts closed.
    expect(on('/account/orders.html').model.freshpass.open).toBe(false);
  });

  it('has an empty, closed group and no settings link when the payload names neither', () => {
    const model = buildV1Model(
      { navtitle: 'Account', leftnav: [{ linktitle: 'Orders', link: '/account/orders.html' }] },
      ctx,
    );
    expect(model.settings).toBeUndefined();
    expect(model.freshpass).toEqual({ links: [], open: false });
    expect(model.others.map((l) => l.text)).toEqual(['Orders']);
  });
});

describe('buildV2Model', () => {
  const payload = {
    panelTitle: '{banner} account',
    panelLink: '/account/dashboard.html',
    leftNavGroupCollection: [
      {
        groupTitle: 'Profile',
        groupIcon: 'person',
        menuItems: [
          {
            leftNavText: 'Personal info',
            leftNavLink: '/account/personal-info.html',
            id: 'personal-info',
          },
          { leftNavText: 'Addresses', leftNavLink: '/account/addresses.html', id: 'addresses' },
          { leftNavText: 'Beta', leftNavLink: '/beta', eotFlagName: 'EOT42' },
          { leftNavText: 'Gamma', leftNavLink: '/gamma', eotFlagName: 'EOT43' },
        ],
      },
      {
        groupTitle: 'Memberships',
        ariaLevel: 2,
        role: 'presentation',
        menuItems: [{ leftNavText: 'Join FreshPass', leftNavLink: '/freshpass/manage/subscribe' }],
      },
      {
        groupTitle: 'Empty',
        menuItems: [{ leftNavText: 'X', leftNavLink: '/x', eotFlagName: 'EOT1' }],
      },
    ],
  };

  it('applies flags, badges, relabelling and defaults', () => {
    const model = buildV2Model(payload, ctx);
    if (model.version !== 'v2') throw new Error('expected v2');
    expect(model.panelTitle).toBe('Vons account');
    expect(model.groups.map((g) => g.title)).toEqual(['Profile', 'Memberships']);
    const [profile, memberships] = model.groups;
    expect(profile.role).toBe('heading');
    expect(profile.ariaLevel).toBe(3);
    expect(profile.items.map((i) => [i.text, i.badge, i.active])).toEqual([
      ['Personal info', true, false],
      ['Addresses', true, false],
      ['Beta', false, false],
    ]);
    expect(memberships.ariaLevel).toBe(2);
    expect(memberships.role).toBe('presentation');
    // Active (highlighted) by the relabelling rule, but not the page the shopper is on.
    expect(memberships.items[0]).toMatchObject({
      text: 'Manage FreshPass',
      active: true,
      current: false,
    });
  });

  it('marks the link of the current page as current, whatever its active flag', () => {
    const model = buildV2Model(payload, {
      ...ctx,
      here: { ...ctx.here, pathname: '/account/addresses.html' },
    });
    if (model.version !== 'v2') throw new Error('expected v2');
    const current = model.groups.flatMap((g) => g.items).filter((i) => i.current);
    expect(current.map((i) => [i.text, i.active])).toEqual([['Addresses', false]]);
  });

  it('names a loyalty program ending in "Rewards" once, in v2 and v1 (issue 12 defect 5)', () => {
    const kings = {
      ...ctx,
      placeholders: { ...ctx.placeholders, loyaltyProgram: 'Kings Rewards' },
    };
    const item = { leftNavText: '{loyaltyProgram} rewards', leftNavLink: '/rewards/partners' };
    const v2 = buildV2Model(
      {
        panelTitle: 'Account',
        panelLink: '/a',
        leftNavGroupCollection: [{ groupTitle: 'Memberships', menuItems: [item] }],
      },
      kings,
    );
    if (v2.version !== 'v2') throw new Error('expected v2');
    expect(v2.groups[0]?.items[0]?.text).toBe('Kings Rewards');
    const v1 = buildV1Model(
      { navtitle: 'Account', leftnav: [{ linktitle: item.leftNavText, link: item.leftNavLink }] },
      kings,
    );
    expect(v1.others[0]?.text).toBe('Kings Rewards');
  });

  it('gives each group the image of the icon its payload names, and none for a bad name', () => {
    const model = buildV2Model(
      {
        panelTitle: 'Account',
        panelLink: '/a',
        leftNavGroupCollection: ['person', 'receipt', 'Bad Name', undefined].map((icon) => ({
          groupTitle: String(icon),
          groupIcon: icon,
          menuItems: [{ leftNavText: 'X', leftNavLink: '/x' }],
        })),
      },
      ctx,
    );
    if (model.version !== 'v2') throw new Error('expected v2');
    expect(model.groups.map((g) => g.icon)).toEqual([
      { name: 'person', url: '/content-assets/nav-icon-person.svg' },
      { name: 'receipt', url: '/content-assets/nav-icon-receipt.svg' },
      undefined,
      undefined,
    ]);
  });

  it('gives no badges when the profile call failed', () => {
    const model = buildV2Model(payload, { ...ctx, profile: { status: 'failed' } });
    if (model.version !== 'v2') throw new Error('expected v2');
    expect(model.groups[0].items.some((i) => i.badge)).toBe(false);
  });
});

describe('links that would run code (a payload from the services, not the repository)', () => {
  it('v1: leaves the item out and notes the link', () => {
    const model = buildV1Model(
      {
        navtitle: 'Account',
        leftnav: [
          { linktitle: 'Orders', link: 'java\tscript:alert(1)' },
          { linktitle: 'Manage FreshPass', link: '/freshpass/manage' },
        ],
      },
      ctx,
    );
    expect(model.others).toEqual([]);
    expect(model.freshpass.links.map((l) => l.text)).toEqual(['Manage FreshPass']);
    expect(model.dropped).toEqual(['java\tscript:alert(1)']);
  });

  it('v2: leaves the item out, and shows an unsafe panel link as plain text', () => {
    const model = buildV2Model(
      {
        panelTitle: 'Account',
        panelLink: 'JavaScript:void(0)',
        leftNavGroupCollection: [
          {
            groupTitle: 'Profile',
            menuItems: [
              { leftNavText: 'Orders', leftNavLink: 'data:text/html,<b>x</b>' },
              { leftNavText: 'Addresses', leftNavLink: '/account/addresses.html' },
            ],
          },
        ],
      },
      ctx,
    );
    if (model.version !== 'v2') throw new Error('expected v2');
    expect(model.panelLink).toBeUndefined();
    expect(model.groups[0].items.map((i) => i.text)).toEqual(['Addresses']);
    expect(model.dropped).toEqual(['data:text/html,<b>x</b>', 'JavaScript:void(0)']);
  });
});
