import type { TooltipBlockProps } from '../../content/generated/types/blocks/tooltip';
import { defineBlock } from '../block-definition';
import { useRenderEnv } from '../render-env';
import { InfoTip } from './parts/info-tip';

function Tooltip({ label, text, value, iconLabel }: TooltipBlockProps) {
  const { labels } = useRenderEnv();
  return (
    <p className="fp-figure">
      <span className="fp-figure__label">
        {label}
        <InfoTip label={iconLabel ?? `${labels.moreInfo} ${label}`.trim()} text={text} />
      </span>
      {value ? <span className="fp-figure__value">{value}</span> : null}
    </p>
  );
}

/** A labelled figure with an explanatory tooltip (savings, estimated total, subtotal, fees, taxes). */
export const tooltipBlock = defineBlock({
  type: 'tooltip',
  reserve: 32,
  component: Tooltip,
  toProps: (raw) => raw,
});
