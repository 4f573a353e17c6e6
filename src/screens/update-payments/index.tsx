import { useMemo, useState } from 'react';
import {
  useCardRetry,
  useMembership,
  usePaymentMethods,
  useSession,
  useUpdatePayment,
  type SavedCard,
} from '../../api';
import { useContentOrDefault } from '../../content/use-content-or-default';
import { fillText, Screen, useRenderEnv } from '../../render';
import { ContentScreen } from '../../render/layout/content-screen';
import { noticeLayout } from '../../render/layout/notice-layout';
import { cardOnFile } from './card-on-file';
import { updatePaymentsLoadingShape } from './loading-shape';

/**
 * Update payment (content/screens/update-payments.json). Only the primary holder gets the card
 * on file (from the payment methods call) and the card frame; anyone else sees the catalogue's
 * contact-primary-holder prompt (a notice block of the layout naming it by `catalogueMessage`).
 * A saved card shows the catalogue's success text as a snackbar for the configured time-out and
 * the `done-` blocks (the way back to manage); a refused card or a failed call shows its
 * catalogue message under the frame, which keeps what was typed.
 */
export default function UpdatePaymentsScreen() {
  return <UpdatePayments />;
}

function UpdatePayments() {
  const env = useRenderEnv();
  const { session } = useSession();
  // The bundled defaults stand in until the banner's arrive, or if they fail: never a wait.
  const catalogue = useContentOrDefault('error-catalogue');
  const constants = useContentOrDefault('constants');
  const { membership, subscription } = useMembership();
  // Only the primary holder of a plan sees the card on file (membership.cardOnFile); nobody
  // else's screen waits for it.
  const showsCard = membership?.cardOnFile === true;
  const payments = usePaymentMethods({ enabled: showsCard });
  const update = useUpdatePayment();
  const cardRetry = useCardRetry();
  const [saved, setSaved] = useState(0);
  const { messageFor, placeholders } = env;

  const actions = useMemo(
    () => ({
      updatePayment: async (payload?: unknown) => {
        const card = payload as SavedCard;
        // The same card again (a double click's second token): that intent is already saved.
        if (cardRetry.isSaved(card)) return undefined;
        const token = cardRetry.tokenFor(card);
        const result = await update.trigger({ paymentToken: token });
        cardRetry.settle(card, token, result);
        if (!result.ok) return { error: messageFor(result.error) };
        setSaved((n) => n + 1);
        return undefined;
      },
    }),
    [update, cardRetry, messageFor],
  );
  const values = useMemo(
    () => ({ cardOnFile: showsCard ? cardOnFile(payments.data) : null }),
    [showsCard, payments.data],
  );
  const facts = useMemo(() => ({ saved: saved > 0 }), [saved]);
  // While the subscription or the card on file loads, a member's page with a card, as skeletons.
  const loadingShape = useMemo(updatePaymentsLoadingShape, []);
  const retry = payments.mutate;

  const messages = catalogue.messages;
  const snackbarMs = constants.timeouts.snackbarMs;
  const snackbar =
    saved > 0 && messages?.paymentUpdated
      ? noticeLayout('payment-updated', fillText(messages.paymentUpdated, placeholders), {
          tone: 'success',
          snackbarMs,
        })
      : null;

  return (
    <ContentScreen
      layoutId="update-payments"
      actions={actions}
      values={values}
      membership={membership}
      // The layout's `saved` fact: its groups swap the way back once a card is saved.
      facts={facts}
      loading={
        !session ||
        (membership === undefined && !subscription.error) ||
        (showsCard && payments.data === undefined && !payments.error)
      }
      loadingShape={loadingShape}
      error={
        (subscription.error ?? payments.error)
          ? messageFor(subscription.error ?? payments.error)
          : undefined
      }
      onRetry={subscription.error ? subscription.mutate : retry}
      // The snackbar floats over the page: placed after the blocks, in a wrapper that takes no
      // room, so saving a card moves nothing on the page.
      after={snackbar ? <Screen key={saved} layout={snackbar} variant="overlay" /> : null}
    />
  );
}
