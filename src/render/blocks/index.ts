import aliases from '../../../schemas/block-aliases.json';
import type { RegisteredBlock } from '../block-definition';
import { createRegistry, type Registry } from '../registry';
import { accordionBlock } from './accordion-block';
import { bannerPromoBlock } from './banner-promo-block';
import { benefitTilesBlock } from './benefit-tiles-block';
import { buttonRowBlock } from './button-row-block';
import { cardFrameBlock } from './card-frame-block';
import { factsBlock } from './facts-block';
import { formBlock } from './form-block';
import { headingBlock } from './heading-block';
import { limitedTimeOfferBlock } from './limited-time-offer-block';
import { noticeBlock } from './notice-block';
import { partnerDiscountBlock } from './partner-discount-block';
import { partnerOffersBlock } from './partner-offers-block';
import { perksBlock } from './perks-block';
import { planCardsBlock } from './plan-cards-block';
import { promoOffersBlock } from './promo-offers-block';
import { richTextBlock } from './rich-text-block';
import { savingsSummaryBlock } from './savings-summary-block';
import { tooltipBlock } from './tooltip-block';

/** Every block the renderer knows; each has a props schema in schemas/blocks/<type>.schema.json. */
export const allBlocks: readonly RegisteredBlock[] = [
  accordionBlock,
  bannerPromoBlock,
  benefitTilesBlock,
  buttonRowBlock,
  cardFrameBlock,
  factsBlock,
  formBlock,
  headingBlock,
  limitedTimeOfferBlock,
  noticeBlock,
  partnerDiscountBlock,
  partnerOffersBlock,
  perksBlock,
  planCardsBlock,
  promoOffersBlock,
  richTextBlock,
  savingsSummaryBlock,
  tooltipBlock,
];

/** Builds the block registry with the aliases of schemas/block-aliases.json. */
export function createBlockRegistry(
  blocks: readonly RegisteredBlock[] = allBlocks,
  aliasMap: Readonly<Record<string, string>> = aliases,
): Registry<RegisteredBlock> {
  const registry = createRegistry<RegisteredBlock>('block type');
  for (const block of blocks) registry.register(block.type, block);
  for (const [oldName, newName] of Object.entries(aliasMap)) registry.alias(oldName, newName);
  return registry;
}

/** The registry screens and the preview render with. */
export const blockRegistry = createBlockRegistry();
