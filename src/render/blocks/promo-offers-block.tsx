import type { PromoOffersBlockProps } from '../../content/generated/types/blocks/promoOffers';
import { defineBlock } from '../block-definition';
import './promo-offers.css';
import { SmartLink } from './parts/smart-link';

interface PromoOffersProps {
  title: string;
  description?: string;
  promos: Array<{ code: string; label: string }>;
  action?: { label: string; href: string };
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The limited-time offers with their promo types in the shopper's words: `data: content:offers`
 * gives `promoTypes` (BOGO → 'Buy 1 Get 1 Free') and the `limitedTime` copy. A code content does
 * not name is left out rather than shown as a bare code.
 */
export function toPromoOffersProps(raw: PromoOffersBlockProps, data: unknown): PromoOffersProps {
  const offers = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const names =
    offers.promoTypes && typeof offers.promoTypes === 'object'
      ? (offers.promoTypes as Record<string, unknown>)
      : {};
  const lto =
    offers.limitedTime && typeof offers.limitedTime === 'object'
      ? (offers.limitedTime as Record<string, unknown>)
      : {};
  const promos = raw.promoTypes.flatMap((code) => {
    const label = Object.hasOwn(names, code) ? text(names[code]) : undefined;
    return label ? [{ code, label }] : [];
  });
  const cta = text(lto.cta);
  return {
    title: text(lto.title) ?? '',
    description: text(lto.description),
    promos,
    action: cta && raw.href ? { label: cta, href: raw.href } : undefined,
  };
}

function PromoOffers({ title, description, promos, action }: PromoOffersProps) {
  return (
    <aside className="fp-lto" aria-label={title}>
      <h2>{title}</h2>
      {description ? <p>{description}</p> : null}
      {promos.length > 0 ? (
        <ul className="fp-lto__promos">
          {promos.map((promo) => (
            <li key={promo.code} className="fp-lto__badge">
              {promo.label}
            </li>
          ))}
        </ul>
      ) : null}
      {action ? (
        <SmartLink href={action.href} className="fp-button fp-button--primary">
          {action.label}
        </SmartLink>
      ) : null}
    </aside>
  );
}

/** Limited-time offers with promo type labels (BOGO, B2G1) from content/offers.json. */
export const promoOffersBlock = defineBlock({
  type: 'promoOffers',
  reserve: 160,
  component: PromoOffers,
  toProps: toPromoOffersProps,
});
