import type { Tender } from '../../api';

/**
 * Block groups of the update-payments layout (ids `<group>-…`): `edit` until a card is saved,
 * then `done` (the way back to manage).
 */
export const updatePaymentGroups = ['edit', 'done'] as const;

/** The card on file the screen shows: the default card, else the first; null without one. */
export function cardOnFile(tenders: readonly Tender[] | undefined): Tender | null {
  if (!tenders || tenders.length === 0) return null;
  return tenders.find((t) => t.isDefault) ?? tenders[0] ?? null;
}
