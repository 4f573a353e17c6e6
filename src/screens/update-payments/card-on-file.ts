import type { Tender } from '../../api';

/** The card on file the screen shows: the default card, else the first; null without one. */
export function cardOnFile(tenders: readonly Tender[] | undefined): Tender | null {
  if (!tenders || tenders.length === 0) return null;
  return tenders.find((t) => t.isDefault) ?? tenders[0] ?? null;
}
