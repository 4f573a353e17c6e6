import { toPartnerDiscountProps } from './partner-discount-block';

const raw = {
  heading: 'Your discount',
  partnerLabel: 'Partner',
  priceLabel: 'Your price',
  regularPriceLabel: 'Regular price',
  actionLabel: 'Join',
  href: '/freshpass/manage/subscribe',
};

describe('toPartnerDiscountProps', () => {
  it('shows the campaign and carries its code and segment on to subscribe', () => {
    const props = toPartnerDiscountProps(raw, {
      discountCode: 'EXPEDIA25',
      partnerName: 'Expedia',
      discountedFee: 74.25,
      regularFee: 99,
      segment: 'travel',
    });
    expect(props.rows).toEqual([
      { label: 'Partner', value: 'Expedia' },
      { label: 'Your price', value: '$74.25' },
      { label: 'Regular price', value: '$99.00' },
    ]);
    expect(props.action).toEqual({
      label: 'Join',
      href: '/freshpass/manage/subscribe?discountCode=EXPEDIA25&segment=travel',
    });
  });

  it('leaves out missing values and the button without a code', () => {
    const props = toPartnerDiscountProps(
      { ...raw, href: '/subscribe?x=1' },
      { partnerName: '', discountedFee: '74' },
    );
    expect(props.rows).toEqual([]);
    expect(props.action).toBeUndefined();
    expect(toPartnerDiscountProps(raw, undefined).rows).toEqual([]);
  });

  it('appends to an href that already has a query', () => {
    const props = toPartnerDiscountProps(
      { ...raw, href: '/subscribe?plan=annual' },
      { discountCode: 'A B' },
    );
    expect(props.action?.href).toBe('/subscribe?plan=annual&discountCode=A+B');
  });
});
