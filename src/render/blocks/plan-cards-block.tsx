import type { PlanCardsBlockProps } from '../../content/generated/types/blocks/planCards';
import { defineBlock } from '../block-definition';
import { SmartLink } from './parts/smart-link';
import { formatUsd } from '../../lib/money';

/**
 * Cards come from content. With `data: plans` only the plans the service offers are kept (matched
 * by `kind` against each offered plan's `planType`/`type`), and the service's `fee` replaces the
 * content price, so a withdrawn plan is not sold and a price is never stale.
 */
export function toPlanCardsProps(raw: PlanCardsBlockProps, data: unknown): PlanCardsBlockProps {
  if (data === undefined) return raw;
  const offered = offeredPlans(data);
  const plans = raw.plans.flatMap((plan) => {
    if (!offered.has(plan.kind)) return [];
    const fee = offered.get(plan.kind);
    return [typeof fee === 'number' ? { ...plan, price: formatUsd(fee) } : plan];
  });
  return { heading: raw.heading, plans };
}

function offeredPlans(data: unknown): Map<string, number | undefined> {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { plans?: unknown }).plans)
      ? (data as { plans: unknown[] }).plans
      : [];
  const kinds = new Map<string, number | undefined>();
  for (const plan of list) {
    if (!plan || typeof plan !== 'object') continue;
    const p = plan as Record<string, unknown>;
    const kind = p.kind ?? p.planType ?? p.type;
    if (p.hidden === true || typeof kind !== 'string') continue;
    kinds.set(kind.toLowerCase(), typeof p.fee === 'number' ? p.fee : undefined);
  }
  return kinds;
}

function PlanCards({ heading, plans }: PlanCardsBlockProps) {
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
