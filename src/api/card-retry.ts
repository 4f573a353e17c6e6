/**
 * Card saves and idempotency: the card frame issues a new token on every save, so a retry of a
 * save whose outcome is unknown (no answer, a 5xx) would be another request with another body,
 * and the client another idempotency key. When the shopper saves the same card again (same brand
 * and last four digits) after such a failure, the retry sends the earlier token instead, so the
 * request, and its key, are those of the first attempt: a service that did apply it answers it
 * again rather than applying it twice. Another card, or a retry after a clear answer, uses the
 * new token.
 *
 * One shopper intent is one save: the frame may post a second token for the same card (a double
 * click, a slow card service answering the first click after the second), and a card the screen
 * has just saved is not saved again (`isSaved`). The intent is the card (brand and last four
 * digits), not the token: another card is another intent.
 */
import { useRef } from 'react';
import { isUnknownOutcome } from './errors';
import type { MutationResult } from './use-guarded-mutation';

/** What the card frame posts for a saved card. */
export interface SavedCard {
  token: string;
  brand?: string;
  last4?: string;
}

/** Remembers the last card whose send had an unknown outcome. */
export class CardRetry {
  private unsettled: SavedCard | undefined;
  private saved: SavedCard | undefined;

  /** True when this card is the one last saved: a further token for it is the same intent. */
  isSaved(card: SavedCard): boolean {
    return sameCard(this.saved, card);
  }

  /** The token to send for this card: the earlier one when this is a retry of the same card. */
  tokenFor(card: SavedCard): string {
    const last = this.unsettled;
    return last && sameCard(last, card) ? last.token : card.token;
  }

  /** Records how the send of `token` for `card` ended. */
  settle(card: SavedCard, token: string, result: MutationResult<unknown>): void {
    this.unsettled = !result.ok && isUnknownOutcome(result.error) ? { ...card, token } : undefined;
    this.saved = result.ok ? { ...card, token } : undefined;
  }
}

/** The same card: brand and last four digits, when the frame named them. */
function sameCard(a: SavedCard | undefined, b: SavedCard): boolean {
  return Boolean(a && b.last4 && a.brand === b.brand && a.last4 === b.last4);
}

/** One CardRetry for the life of the screen. */
export function useCardRetry(): CardRetry {
  const retry = useRef<CardRetry>(null);
  retry.current ??= new CardRetry();
  return retry.current;
}
