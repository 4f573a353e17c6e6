import { defineBlock } from '../block-definition';
import { SmartLink } from './parts/smart-link';

/** One plan card as content describes it. */
export interface PlanCard {
  id: string;
  kind: 'annual' | 'monthly' | 'snap' | 'udc';
  title: string;
  price: string;
  period: string;
  badge?: string;
  trialText?: string;
  perks?: string[];
  action?: { label: string; href: string };
}

interface Raw {
  heading?: string;
  plans: PlanCard[];
}

interface PlanCardsProps {
  heading?: string;
  plans: PlanCard[];
}

/**
 * Cards come from content. With `data: plans` only the plans the service offers are kept (matched
 * by `kind` against each offered plan's `planType`/`type`), so a plan the service withdrew is not sold.
 */
export function toPlanCardsProps(raw: Raw, data: unknown): PlanCardsProps {
  if (data === undefined) return raw;
  const offered = offeredKinds(data);
  return { heading: raw.heading, plans: raw.plans.filter((p) => offered.has(p.kind)) };
}

function offeredKinds(data: unknown): Set<string> {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { plans?: unknown }).plans)
      ? (data as { plans: unknown[] }).plans
      : [];
  const kinds = new Set<string>();
  for (const plan of list) {
    if (!plan || typeof plan !== 'object') continue;
    const p = plan as Record<string, unknown>;
    const kind = p.kind ?? p.planType ?? p.type;
    if (typeof kind === 'string') kinds.add(kind.toLowerCase());
  }
  return kinds;
}

function PlanCards({ heading, plans }: PlanCardsProps) {
  return (
    <section className="fp-plans" aria-label={heading}>
      {heading ? <h2>{heading}</h2> : null}
      <ul className="fp-plans__list">
        {plans.map((plan) => (
          <li className={`fp-plan fp-plan--${plan.kind}`} key={plan.id}>
            {plan.badge ? <p className="fp-plan__badge">{plan.badge}</p> : null}
            <h3>{plan.title}</h3>
            <p className="fp-plan__price">
              <strong>{plan.price}</strong>
              <span>{plan.period}</span>
            </p>
            {plan.trialText ? <p className="fp-plan__trial">{plan.trialText}</p> : null}
            {plan.perks && plan.perks.length > 0 ? (
              <ul className="fp-plan__perks">
                {plan.perks.map((perk, i) => (
                  <li key={`${i}-${perk}`}>{perk}</li>
                ))}
              </ul>
            ) : null}
            {plan.action ? (
              <SmartLink href={plan.action.href} className="fp-button fp-button--primary">
                {plan.action.label}
              </SmartLink>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Plan cards: annual, monthly with trial, SNAP, Unlimited Delivery Club. */
export const planCardsBlock = defineBlock({
  type: 'planCards',
  reserve: 360,
  component: PlanCards,
  toProps: toPlanCardsProps,
});
