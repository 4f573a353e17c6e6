import type { SavingsSummaryBlockProps } from '../../content/generated/types/blocks/savingsSummary';
import { defineBlock } from '../block-definition';
import { useRenderEnv } from '../render-env';
import { InfoTip } from './parts/info-tip';

type Row = SavingsSummaryBlockProps['rows'][number];

function RowLine({ row, total = false }: { row: Row; total?: boolean }) {
  const { labels } = useRenderEnv();
  return (
    <div className={total ? 'fp-summary__row fp-summary__row--total' : 'fp-summary__row'}>
      <dt>
        {row.label}
        {row.tooltip ? (
          <InfoTip label={`${labels.moreInfo} ${row.label}`.trim()} text={row.tooltip} />
        ) : null}
      </dt>
      <dd>{row.value}</dd>
    </div>
  );
}

function SavingsSummary({ heading, rows, total, note }: SavingsSummaryBlockProps) {
  return (
    <section className="fp-summary" aria-label={heading}>
      {heading ? <h2>{heading}</h2> : null}
      <dl>
        {rows.map((row, i) => (
          <RowLine key={`${i}-${row.label}`} row={row} />
        ))}
        {total ? <RowLine row={total} total /> : null}
      </dl>
      {note ? <p className="fp-summary__note">{note}</p> : null}
    </section>
  );
}

/** The savings summary of the confirmation and manage screens. */
export const savingsSummaryBlock = defineBlock({
  type: 'savingsSummary',
  reserve: 200,
  component: SavingsSummary,
  toProps: (raw) => raw,
});
