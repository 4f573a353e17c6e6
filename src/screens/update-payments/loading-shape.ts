import { SKELETON_CARD, skeletonMembership, skeletonSubscription } from '../../api';
import type { LoadingShape } from '../../render/layout/shaped-skeleton';
import { cardOnFile } from './card-on-file';

/**
 * What update-payments most likely shows once its data is in, for its loading skeleton (issue 22
 * §3): the primary holder of an active monthly plan with one card on file, before saving a new
 * one. The card frame is drawn as a box of its size (drawingOnly), never loaded.
 */
export function updatePaymentsLoadingShape(): LoadingShape {
  const likely = skeletonSubscription();
  return {
    membership: skeletonMembership(likely),
    facts: { saved: false },
    values: { cardOnFile: cardOnFile([SKELETON_CARD]) },
  };
}
