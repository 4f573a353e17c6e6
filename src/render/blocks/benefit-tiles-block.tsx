import type { BenefitTilesBlockProps } from '../../content/generated/types/blocks/benefitTiles';
import { defineBlock } from '../block-definition';
import { useRenderEnv } from '../render-env';
import { prepareRichHtml, RichHtml } from '../rich-text/rich-html';
import { BlockImage } from './parts/block-image';
import { InfoTip } from './parts/info-tip';
import { listFrom } from './parts/list-from';
import { tilesForPlan } from './tiles-for-plan';

/** A tile as the block's schema has it, plus the plan types bound content may give it. */
type Tile = NonNullable<BenefitTilesBlockProps['tiles']>[number] & {
  /** Plan types the tile is for (all when absent); see tilesForPlan. */
  planTypes?: string[];
};

interface TilesProps {
  heading?: string;
  tiles: Tile[];
}

/** A tile as `content/benefit-tiles.json` stores it (schemas/benefit-tiles.schema.json). */
interface ContentTile {
  id: string;
  image: string;
  imageAlt: string;
  title: string;
  rule?: string;
  infoIcon?: { label: string; text: string };
  planTypes?: string[];
}

/**
 * Tiles from props, else from bound benefit-tiles content (`{ title, tiles }`), whose flat
 * image/imageAlt/infoIcon fields are mapped to the block's shape.
 */
export function toBenefitTilesProps(raw: BenefitTilesBlockProps, data: unknown): TilesProps {
  if (raw.tiles) return { heading: raw.heading, tiles: raw.tiles };
  const title =
    data && typeof data === 'object' && 'title' in data && typeof data.title === 'string'
      ? data.title
      : undefined;
  const tiles = listFrom<ContentTile>(data, 'tiles').map((t): Tile => ({
    id: t.id,
    image: { src: t.image, alt: t.imageAlt },
    titleHtml: t.title,
    rule: t.rule,
    info: t.infoIcon?.text,
    infoLabel: t.infoIcon?.label,
    planTypes: t.planTypes,
  }));
  return { heading: raw.heading ?? title, tiles };
}

function BenefitTiles({ heading, tiles: all }: TilesProps) {
  const { labels, audience, mode, everyVariant } = useRenderEnv();
  // Content words some tiles per plan type (pre-churn: what a monthly member would miss is not
  // an annual member's savings); the shopper sees theirs and the tiles for every plan. The
  // editor's preview shows the picked shopper's, and every tile when no plan type is picked; the
  // build's record of the page's rich text takes every tile.
  const tiles =
    everyVariant === true || (mode === 'preview' && audience.planType === undefined)
      ? all
      : tilesForPlan(all, audience.planType);
  if (tiles.length === 0) return null;
  return (
    <section className="fp-tiles" aria-label={heading}>
      {heading ? <h2>{heading}</h2> : null}
      <ul className="fp-tiles__list">
        {tiles.map((tile) => (
          <li className="fp-tile" key={tile.id}>
            <BlockImage src={tile.image.src} alt={tile.image.alt} size="64x64" lazy />
            <div className="fp-tile__body">
              <RichHtml html={tile.titleHtml} className="fp-tile__title" />
              {tile.rule ? <p className="fp-tile__rule">{tile.rule}</p> : null}
            </div>
            {tile.info ? (
              <InfoTip label={tile.infoLabel ?? labels.moreInfo} text={tile.info} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Benefit tiles: image, rich title, rule and info tooltip. */
export const benefitTilesBlock = defineBlock({
  type: 'benefitTiles',
  reserve: 240,
  component: BenefitTiles,
  toProps: toBenefitTilesProps,
  prepare: prepareRichHtml,
});
