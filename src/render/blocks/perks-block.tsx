import type { PerksBlockProps } from '../../content/generated/types/blocks/perks';
import { defineBlock } from '../block-definition';
import { BlockImage } from './parts/block-image';

function Perks({ heading, items }: PerksBlockProps) {
  return (
    <section className="fp-perks" aria-label={heading}>
      {heading ? <h2>{heading}</h2> : null}
      <ul>
        {items.map((item, i) => (
          <li key={`${i}-${item.title}`}>
            {item.icon ? <BlockImage src={item.icon.src} alt={item.icon.alt} size="32x32" /> : null}
            <div>
              <strong>{item.title}</strong>
              {item.text ? <p>{item.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The perks of a plan. */
export const perksBlock = defineBlock({
  type: 'perks',
  reserve: 160,
  component: Perks,
  toProps: (raw) => raw,
});
