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
