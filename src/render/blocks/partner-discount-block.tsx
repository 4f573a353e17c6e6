import type { PartnerDiscountBlockProps } from '../../content/generated/types/blocks/partnerDiscount';
import { defineBlock } from '../block-definition';
import { SmartLink } from './parts/smart-link';
import { formatUsd } from '../../lib/money';

interface PartnerDiscountProps {
  heading: string;
  rows: Array<{ label: string; value: string }>;
  action?: { label: string; href: string };
}

/**
 * Labels from content, values from the discount-plan call (`data: discountPlan`): partner name,
 * discounted and regular fee. The button carries the campaign's code on to subscribe; a campaign
 * without a code gets no button, and missing values are left out rather than shown empty.
 */
export function toPartnerDiscountProps(
  raw: PartnerDiscountBlockProps,
  data: unknown,
): PartnerDiscountProps {
  const d = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const rows: PartnerDiscountProps['rows'] = [];
  if (typeof d.partnerName === 'string' && d.partnerName !== '') {
    rows.push({ label: raw.partnerLabel, value: d.partnerName });
  }
  if (typeof d.discountedFee === 'number') {
    rows.push({ label: raw.priceLabel, value: formatUsd(d.discountedFee) });
  }
  if (typeof d.regularFee === 'number') {
    rows.push({ label: raw.regularPriceLabel, value: formatUsd(d.regularFee) });
  }
  const code = typeof d.discountCode === 'string' && d.discountCode !== '' ? d.discountCode : '';
  let action: PartnerDiscountProps['action'];
  if (code) {
    const query = new URLSearchParams({ discountCode: code });
    if (typeof d.segment === 'string' && d.segment !== '') query.set('segment', d.segment);
    const joiner = raw.href.includes('?') ? '&' : '?';
    action = { label: raw.actionLabel, href: `${raw.href}${joiner}${query.toString()}` };
  }
  return { heading: raw.heading, rows, action };
}

function PartnerDiscount({ heading, rows, action }: PartnerDiscountProps) {
  return (
    <section className="fp-summary" aria-label={heading}>
      <h2>{heading}</h2>
      <dl>
        {rows.map((row) => (
          <div className="fp-summary__row" key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {action ? (
        <SmartLink href={action.href} className="fp-button fp-button--primary">
          {action.label}
        </SmartLink>
      ) : null}
    </section>
  );
}

/**
 * A partner discount campaign (partner landing), bound to the discount-plan call. Its reserve is
 * its height on a phone, where the button's label takes two lines (262 px; 238 px from 768 px
 * wide): the blocks below stay put for the phone shopper, and move up a little on a wide screen.
 */
export const partnerDiscountBlock = defineBlock({
  type: 'partnerDiscount',
  reserve: 264,
  component: PartnerDiscount,
  toProps: toPartnerDiscountProps,
});
