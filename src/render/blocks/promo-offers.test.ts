import offers from '../../../content/offers.json';
import { toPromoOffersProps } from './promo-offers-block';

describe('toPromoOffersProps', () => {
  it('names promo types in the words of content/offers.json', () => {
    const props = toPromoOffersProps({ promoTypes: ['B2G1', 'BOGO'], href: '/shop' }, offers);
    expect(props.promos).toEqual([
      { code: 'B2G1', label: 'Buy Two Get 1 Free' },
      { code: 'BOGO', label: 'Buy 1 Get 1 Free' },
    ]);
    expect(props.title).toBe(offers.limitedTime.title);
    expect(props.action).toEqual({ label: offers.limitedTime.cta, href: '/shop' });
  });

  it('leaves out codes content does not name, and the button without a target', () => {
    const props = toPromoOffersProps({ promoTypes: ['XYZ', 'constructor'] }, offers);
    expect(props.promos).toEqual([]);
    expect(props.action).toBeUndefined();
  });

  it('survives content without offers copy', () => {
    expect(toPromoOffersProps({ promoTypes: ['BOGO'] }, undefined)).toEqual({
      title: '',
      description: undefined,
      promos: [],
      action: undefined,
    });
  });
});

describe('the subscribe pages’ limited-time offer', () => {
  it('wears badges that fit it: a first month free, never a buy-one-get-one', async () => {
    for (const screen of ['subscribe', 'subscribe-plan']) {
      const layout = (await import(`../../../content/screens/${screen}.json`)) as {
        blocks: Array<{ type: string; props: { promoTypes: string[]; href?: string } }>;
      };
      const blocks = layout.blocks.filter((b) => b.type === 'promoOffers');
      expect(blocks.length, screen).toBeGreaterThan(0);
      for (const block of blocks) {
        expect(block.props.href, screen).toMatch(/offer=FIRSTMONTHFREE/);
        const labels = toPromoOffersProps(block.props, offers).promos.map((p) => p.label);
        expect(labels, screen).toEqual(['First month free']);
      }
    }
  });
});
