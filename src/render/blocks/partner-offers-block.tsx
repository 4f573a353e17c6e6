import { useSearchParams } from 'react-router-dom';
import type { PartnerOffersBlockProps } from '../../content/generated/types/blocks/partnerOffers';
import { readDiscountParams } from '../../lib/route-params';
import { defineBlock } from '../block-definition';
import { BlockImage } from './parts/block-image';
import { SmartLink } from './parts/smart-link';

/** An offer as the block's schema has it, plus the discount a service offer may name. */
type Offer = NonNullable<PartnerOffersBlockProps['offers']>[number] & {
  /** The partner discount the offer leads to, when it names one. */
  discountCode?: string;
};

interface OffersProps {
  heading?: string;
  emptyText?: string;
  offers: Offer[];
}

/**
 * Offers from props, else from the allocation call's `offers` list. Service offers are mapped
 * field by field (id/offerId, title/name/partnerName, description, imageUrl, link/ctaUrl); only
 * `partner` offers of the freshpass program are kept (limited-time ones have their own block), and
 * incomplete ones are skipped rather than shown half empty.
 */
export function toPartnerOffersProps(raw: PartnerOffersBlockProps, data: unknown): OffersProps {
  if (raw.offers) return { heading: raw.heading, emptyText: raw.emptyText, offers: raw.offers };
  const list =
    data && typeof data === 'object' && Array.isArray((data as { offers?: unknown }).offers)
      ? (data as { offers: unknown[] }).offers
      : Array.isArray(data)
        ? data
        : [];
  const offers = list.flatMap((item): Offer[] => {
    if (!item || typeof item !== 'object') return [];
    const o = item as Record<string, unknown>;
    if (o.partnerProgramType !== undefined && o.partnerProgramType !== 'freshpass') return [];
    if (o.partnerOfferType !== undefined && o.partnerOfferType !== 'partner') return [];
    const id = str(o.id) ?? str(o.offerId);
    const title = str(o.title) ?? str(o.name) ?? str(o.partnerName);
    if (!id || !title) return [];
    const image = str(o.imageUrl);
    const href = str(o.link) ?? str(o.ctaUrl);
    return [
      {
        id,
        title,
        description: str(o.description),
        discountCode: str(o.discountCode),
        image: image ? { src: image, alt: str(o.imageAlt) ?? '' } : undefined,
        link: href ? { href, label: str(o.ctaText) ?? raw.linkLabel ?? title } : undefined,
      },
    ];
  });
  return { heading: raw.heading, emptyText: raw.emptyText, offers };
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;
}

/**
 * The offers other than the one this page already shows: a page opened for a partner discount
 * (`?discountCode=`) shows that discount above, so "More partner offers" leaves it out.
 */
export function otherOffers(offers: readonly Offer[], shownCode: string | undefined): Offer[] {
  if (!shownCode) return [...offers];
  const shown = shownCode.toUpperCase();
  return offers.filter((offer) => offer.discountCode?.toUpperCase() !== shown);
}

function PartnerOffers({ heading, emptyText, offers: all }: OffersProps) {
  const [search] = useSearchParams();
  const offers = otherOffers(all, readDiscountParams(search).discountCode);
  return (
    <section className="fp-offers" aria-label={heading}>
      {heading ? <h2>{heading}</h2> : null}
      {offers.length === 0 && emptyText ? <p>{emptyText}</p> : null}
      <ul className="fp-offers__list">
        {offers.map((offer) => (
          <li className="fp-offer" key={offer.id}>
            {offer.image ? (
              <BlockImage src={offer.image.src} alt={offer.image.alt} size="96x64" />
            ) : null}
            <h3>{offer.title}</h3>
            {offer.description ? <p>{offer.description}</p> : null}
            {offer.link ? <SmartLink href={offer.link.href}>{offer.link.label}</SmartLink> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Partner offers (allocation call or content). */
export const partnerOffersBlock = defineBlock({
  type: 'partnerOffers',
  reserve: 200,
  component: PartnerOffers,
  toProps: toPartnerOffersProps,
});
