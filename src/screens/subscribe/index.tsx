import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  useCardRetry,
  useCreatePlan,
  useDiscountPlan,
  usePlans,
  useSession,
  useSubscription,
  type SavedCard,
  type Subscription,
} from '../../api';
import { useContentOrDefault } from '../../content/use-content-or-default';
import { readDiscountParams } from '../../lib/route-params';
import { fillText, Screen, useRenderEnv, type BlockAction } from '../../render';
import { ContentScreen } from '../../render/layout/content-screen';
import { noticeLayout } from '../../render/layout/notice-layout';
import {
  chosenPlanCode,
  currentStep,
  isLiveMember,
  isRestrictedZip,
  layoutIdFor,
  needsSignIn,
  readZip,
  signInKeepingZip,
} from './subscribe-flow';

/**
 * Subscribe in landing mode: zip code → plan → account set-up → payment in the card frame →
 * confirmation, one content layout per step (content/screens/subscribe*.json). The flow's facts
 * live here, above the layouts, so a failed call leaves the shopper on the same step with what
 * they typed; the plan comes from the plan card's `?plan=` link or a partner `discountCode`.
 */
export default function SubscribeScreen() {
  return <Subscribe />;
}

function Subscribe() {
  const { messageFor, placeholders, audience } = useRenderEnv();
  const [search, setSearch] = useSearchParams();
  const sessionState = useSession();
  const { session } = sessionState;
  // The subscribe route needs no user-info lookup (spec §2): a signed-out shopper gives a zip and
  // picks a plan, and is sent to sign-in, with both kept in the return address, when the flow
  // needs their account.
  const signInTo = sessionState.status === 'redirect' ? sessionState.redirectTo : undefined;
  const subscription = useSubscription();
  const plans = usePlans({ snap: audience.flags.enableSnap === true });
  const { discountCode } = readDiscountParams(search);
  const discount = useDiscountPlan(discountCode);
  // The bundled defaults stand in until the banner's arrive, or if they fail: never a wait.
  const constants = useContentOrDefault('constants');
  const catalogue = useContentOrDefault('error-catalogue');
  const create = useCreatePlan();
  const cardRetry = useCardRetry();
  const [typedZip, setZip] = useState<string>();
  const [account, setAccount] = useState<Record<string, unknown>>();
  const [subscribed, setSubscribed] = useState<Subscription>();

  const status = subscribed
    ? undefined
    : subscription.data === null || signInTo
      ? 'NONE'
      : subscription.data?.status;
  const restricted = constants.restrictedZips;
  const queryZip = readZip({ zipCode: search.get('zip') ?? '' });
  const zip =
    typedZip ??
    (queryZip && restricted && !isRestrictedZip(queryZip, restricted) ? queryZip : undefined);
  const messages = catalogue.messages;
  const planCode = chosenPlanCode(search.get('plan'), plans.data, discount.data?.planCode);
  const step = currentStep({ zip, planCode, account, subscribedPlanType: subscribed?.planType });

  useEffect(() => {
    if (signInTo && needsSignIn(step)) window.location.assign(signInKeepingZip(signInTo, zip));
  }, [signInTo, step, zip]);

  const actions = useMemo((): Record<string, BlockAction> => {
    const fill = (text: string | undefined) => fillText(text ?? '', placeholders);
    return {
      checkZip: async (payload) => {
        const entered = readZip(payload);
        if (!entered) return undefined;
        if (isRestrictedZip(entered, restricted ?? []))
          return { error: fill(messages?.zipUnavailable) };
        setZip(entered);
        setSearch(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.set('zip', entered);
            return next;
          },
          { replace: true },
        );
        return undefined;
      },
      saveAccount: async (payload) => {
        setAccount(payload && typeof payload === 'object' ? { ...payload } : {});
      },
      subscribe: async (payload) => {
        if (!planCode) return undefined;
        const card = payload as SavedCard;
        const token = cardRetry.tokenFor(card);
        const result = await create.trigger({
          planCode,
          paymentToken: token,
          ...(zip ? { zip } : {}),
          ...(discount.data ? { discountCode: discount.data.discountCode } : {}),
        });
        cardRetry.settle(card, token, result);
        if (!result.ok) return { error: messageFor(result.error) };
        setSubscribed(result.data);
        return undefined;
      },
    };
  }, [
    placeholders,
    restricted,
    messages,
    planCode,
    create,
    cardRetry,
    zip,
    discount.data,
    messageFor,
    setSearch,
  ]);

  // A live member using a new-subscriber campaign is told so in the catalogue's words (spec §5);
  // a campaign that cannot be read (expired, unknown) says why and the flow goes on without it.
  const discountNotice = discountCode
    ? isLiveMember(subscription.data?.status) && messages?.newSubscribersOnly
      ? fill(messages.newSubscribersOnly)
      : discount.error
        ? messageFor(discount.error)
        : undefined
    : undefined;
  function fill(text: string) {
    return fillText(text, placeholders);
  }

  return (
    <ContentScreen
      key={layoutIdFor(step, subscribed?.planType)}
      layoutId={layoutIdFor(step, subscribed?.planType)}
      actions={actions}
      audience={status ? { status, ...(session?.role ? { role: session.role } : {}) } : undefined}
      loading={
        (!session && !signInTo) ||
        (signInTo !== undefined && needsSignIn(step)) ||
        subscription.isLoading ||
        (Boolean(discountCode) && discount.isLoading)
      }
      before={
        discountNotice ? (
          <Screen layout={noticeLayout('discount-notice', discountNotice, { tone: 'warning' })} />
        ) : null
      }
    />
  );
}
