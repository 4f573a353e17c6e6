import { describe, expect, it } from 'vitest';
import { buildV1Model, buildV2Model, isV1LinkActive, type NavContext } from './nav-model';

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
};

describe('isV1LinkActive', () => {
  it.each([
    ['/freshpass/manage', true],
    ['https://www.vons.com/FreshPass/manage.html', true],
    ['/delivery-subscription/manage-delivery-subscription.html', true],
    ['/account/orders.html', false],
  ])('%s → %s', (link, active) => expect(isV1LinkActive(link)).toBe(active));
});

describe('buildV1Model', () => {
  it('fills {banner}, marks active links and badges', () => {
    const model = buildV1Model(
      {
        navtitle: 'Your {banner} account',
        leftnav: [
          { linktitle: 'Addresses', link: '/account/addresses.html' },
          { linktitle: '{loyaltyProgram} rewards', link: '/rewards/partners' },
          { linktitle: 'FreshPass', link: 'https://www.{banner}.com/freshpass/manage' },
        ],
      },
      ctx,
    );
    expect(model).toMatchObject({
      version: 'v1',
      title: 'Your Vons account',
      links: [
        { text: 'Addresses', active: false, badge: true },
        { text: 'Vons for U rewards', active: false, badge: false },
        { text: 'FreshPass', href: 'https://www.vons.com/freshpass/manage', active: true },
      ],
    });
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
    expect(memberships.items[0]).toMatchObject({ text: 'Manage FreshPass', active: true });
  });

  it('gives no badges when the profile call failed', () => {
    const model = buildV2Model(payload, { ...ctx, profile: { status: 'failed' } });
    if (model.version !== 'v2') throw new Error('expected v2');
    expect(model.groups[0].items.some((i) => i.badge)).toBe(false);
  });
});
