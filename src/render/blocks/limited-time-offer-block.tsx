import type { LimitedTimeOfferBlockProps } from '../../content/generated/types/blocks/limitedTimeOffer';
import { defineBlock } from '../block-definition';
import { prepareRichHtml, RichHtml } from '../rich-text/rich-html';
import { SmartLink } from './parts/smart-link';

function LimitedTimeOffer({ title, html, endsText, badge, action }: LimitedTimeOfferBlockProps) {
  return (
    <aside className="fp-lto" aria-label={title}>
      {badge ? <p className="fp-lto__badge">{badge}</p> : null}
      <h2>{title}</h2>
      {html ? <RichHtml html={html} className="fp-rich-text" /> : null}
      {endsText ? <p className="fp-lto__ends">{endsText}</p> : null}
      {action ? (
        <SmartLink href={action.href} className="fp-button fp-button--primary">
          {action.label}
        </SmartLink>
      ) : null}
    </aside>
  );
}

/** A limited-time offer. */
export const limitedTimeOfferBlock = defineBlock({
  type: 'limitedTimeOffer',
  reserve: 160,
  component: LimitedTimeOffer,
  toProps: (raw) => raw,
  prepare: prepareRichHtml,
});
