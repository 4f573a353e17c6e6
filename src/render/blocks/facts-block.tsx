import type { FactsBlockProps } from '../../content/generated/types/blocks/facts';
import { defineBlock } from '../block-definition';
import { useFlowValues } from '../flow-values';
import { factLines } from './facts';

interface FactsProps extends FactsBlockProps {
  data: unknown;
}

/** Bound data (the subscription) rides along; rows are picked when rendering. */
export function toFactsProps(raw: FactsBlockProps, data: unknown): FactsProps {
  return { ...raw, data };
}

function Facts({ heading, rows, planNames, data }: FactsProps) {
  const flow = useFlowValues();
  const source =
    data !== null && typeof data === 'object' ? { ...flow, ...(data as object) } : flow;
  const lines = factLines(rows, source, planNames);
  if (lines.length === 0) return null;
  return (
    <section className="fp-facts" aria-label={heading}>
      {heading ? <h2>{heading}</h2> : null}
      <dl>
        {lines.map((line) => (
          <div className="fp-facts__row" key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Label/value facts of a subscription or a flow step: plan, fees, dates, days left. */
export const factsBlock = defineBlock({
  type: 'facts',
  reserve: 160,
  component: Facts,
  toProps: toFactsProps,
});
