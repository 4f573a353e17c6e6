import { defineBlock } from '../block-definition';
import { useRenderEnv } from '../render-env';
import { InfoTip } from './parts/info-tip';

interface TooltipProps {
  label: string;
  text: string;
  value?: string;
  iconLabel?: string;
}

function Tooltip({ label, text, value, iconLabel }: TooltipProps) {
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
  toProps: (raw: TooltipProps) => raw,
});
