import type { BannerPromoBlockProps } from '../../content/generated/types/blocks/bannerPromo';
import { useBanner } from '../../content/banner-context';
import { defineBlock } from '../block-definition';
import { fillText } from '../placeholders';
import { useRenderEnv } from '../render-env';

/** The four estimated-savings labels a banner names (banners/<id>.json, contract §1). */
const SAVINGS_KEYS = ['total', 'delivery', 'monthlyCredit', 'rewards'] as const;
type SavingsKey = (typeof SAVINGS_KEYS)[number];

/** A plan's words as content/plans.json holds them. */
interface PlanCopy {
  title: string;
  summary: string;
  benefits: string[];
}

interface BannerPromoProps {
  heading: string;
  plan?: PlanCopy;
  savingsHeading: string;
  savingsValues: Partial<Record<SavingsKey, string>>;
}

/** The named plan's copy from bound plans content; undefined when it is missing or malformed. */
export function planCopyFrom(data: unknown, key: string | undefined): PlanCopy | undefined {
  if (!key || !data || typeof data !== 'object' || !Object.hasOwn(data, key)) return undefined;
  const copy = (data as Record<string, unknown>)[key];
  if (!copy || typeof copy !== 'object') return undefined;
  const { title, summary, benefits } = copy as Record<string, unknown>;
  if (typeof title !== 'string' || typeof summary !== 'string') return undefined;
  const list = Array.isArray(benefits)
    ? benefits.filter((b): b is string => typeof b === 'string')
    : [];
  return { title, summary, benefits: list };
}

/** Props from the layout and the bound plans content (its placeholders filled by the renderer). */
export function toBannerPromoProps(raw: BannerPromoBlockProps, data: unknown): BannerPromoProps {
  return {
    heading: raw.heading,
    plan: planCopyFrom(data, raw.planCopy),
    savingsHeading: raw.savingsHeading,
    savingsValues: raw.savingsValues ?? {},
  };
}

/**
 * What a shopper deciding to join reads in the banner's own words: its promo description and
 * estimated-savings labels (banners/<id>.json), and optionally a plan's copy such as the Unlimited
 * Delivery Club text (content/plans.json, contract §9).
 */
function BannerPromo({ heading, plan, savingsHeading, savingsValues }: BannerPromoProps) {
  const { banner } = useBanner();
  const { placeholders } = useRenderEnv();
  const fill = (text: string) => fillText(text, placeholders);
  return (
    <section className="fp-promo" aria-label={heading}>
      <h2>{heading}</h2>
      <p className="fp-promo__description">{fill(banner.promoDescription)}</p>
      {plan ? (
        <div className="fp-promo__plan">
          <h3>{plan.title}</h3>
          <p>{plan.summary}</p>
          {plan.benefits.length > 0 ? (
            <ul>
              {plan.benefits.map((benefit, i) => (
                <li key={`${i}-${benefit}`}>{benefit}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <h3>{savingsHeading}</h3>
      <ul className="fp-promo__savings">
        {SAVINGS_KEYS.map((key) => (
          <li key={key}>
            {fill(banner.estimatedSavingsLabels[key])}
            {savingsValues[key] ? <strong>: {savingsValues[key]}</strong> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The banner's promo description and savings labels, with an optional plan's copy. */
export const bannerPromoBlock = defineBlock({
  type: 'bannerPromo',
  reserve: 240,
  component: BannerPromo,
  toProps: toBannerPromoProps,
});
