import { useCallback, useEffect, useMemo, useReducer } from 'react';
import {
  useCardRetry,
  useCreatePlan,
  useDiscountPlan,
  useEnrollmentDetails,
  useMembership,
  usePlans,
  useSession,
  type SavedCard,
} from '../../api';
import { useContentOrDefault } from '../../content/use-content-or-default';
import { readDiscountParams } from '../../lib/route-params';
import { fillText, Screen, useRenderEnv, type BlockAction } from '../../render';
import { ContentScreen } from '../../render/layout/content-screen';
import { useStepFocus } from '../../render/step-focus';
import { noticeLayout } from '../../render/layout/notice-layout';
import {
  chosenPlanCode,
  chosenPlanFacts,
  currentStep,
  isRestrictedZip,
  layoutIdFor,
  mustVerifySnap,
  needsSignIn,
  previousStep,
  priceGroup,
  readOfferCode,
  readZip,
  signInKeepingZip,
  snapVerificationUrl,
  subscribeFacts,
} from './subscribe-flow';
import { initialSubscribeState, queryDroppedBy, subscribeReducer } from './subscribe-state';
import { useSearchAfterHydration } from '../../lib/use-search-after-hydration';

/**
 * Subscribe in landing mode: zip code → plan → (SNAP verification) → account set-up → payment in
 * the card frame → confirmation, one content layout per step (content/screens/subscribe*.json).
 * The flow's facts live here, above the layouts, so a failed call leaves the shopper on the same
 * step with what they typed; the plan comes from the plan card's `?plan=` link or a partner
 * `discountCode`. A SNAP plan for a household that is not verified sends the shopper to the
 * retailer's verification page, which brings them back here with zip and plan.
 */
export default function SubscribeScreen() {
  return <Subscribe />;
}

function Subscribe() {
  const { messageFor, placeholders, audience } = useRenderEnv();
  // Read only once hydrated (route `queryAfterHydration`): the page the build wrote has no query,
  // so a link with a plan, an offer or a zip still hydrates it, and what a shopper typed into its
  // zip form before the app was live is kept, not drawn over.
  const [search, setSearch] = useSearchAfterHydration();
  const sessionState = useSession();
  const { session } = sessionState;
  // The subscribe route needs no user-info lookup (contract §2): a signed-out shopper gives a zip and
  // picks a plan, and is sent to sign-in, with both kept in the return address, when the flow
  // needs their account.
  const signInTo = sessionState.status === 'redirect' ? sessionState.redirectTo : undefined;
  // The household's membership (src/api/membership.ts): one holding a plan cannot subscribe
  // again or use a new-subscriber campaign (contract §5).
  const { membership, subscription } = useMembership();
  const holdsPlan = membership?.hasPlan === true;
  const plans = usePlans({ snap: audience.flags.enableSnap === true });
  const { discountCode, segment } = readDiscountParams(search);
  const discount = useDiscountPlan(discountCode, segment);
  // A limited-time offer claimed with "Claim offer" (`?offer=`): it rides in the address through
  // every step, into the create call.
  const offerCode = readOfferCode(search);
  // The bundled defaults stand in until the banner's arrive, or if they fail: never a wait.
  const constants = useContentOrDefault('constants');
  const catalogue = useContentOrDefault('error-catalogue');
  const create = useCreatePlan();
  const cardRetry = useCardRetry();
  // What the flow remembers between renders; every change to it is an event (subscribe-state.ts).
  const [flow, dispatch] = useReducer(subscribeReducer, initialSubscribeState);
  const { typedZip, account, entered, subscribed, refusedUnverified, zipRefused } = flow;
  const fill = useCallback((text: string) => fillText(text, placeholders), [placeholders]);

  const restricted = constants.restrictedZips;
  const queryZip = readZip({ zipCode: search.get('zip') ?? '' });
  const zip =
    typedZip ??
    (queryZip && restricted && !isRestrictedZip(queryZip, restricted) ? queryZip : undefined);
  const messages = catalogue.messages;
  const planCode = chosenPlanCode(search.get('plan'), plans.data, discount.data?.planCode);
  const plan = plans.data?.find((p) => p.planCode === planCode);
  // Asked for only once a SNAP plan is chosen: nothing else on this screen needs them.
  const enrollment = useEnrollmentDetails({ enabled: plan?.planType === 'snap' && !subscribed });
  const step = currentStep({
    zip,
    planCode,
    account,
    subscribedPlanType: subscribed?.planType,
    liveMember: holdsPlan,
    mustVerifySnap: mustVerifySnap(
      plan?.planType,
      enrollment.data?.snapVerified,
      refusedUnverified,
    ),
  });
  // The first step while the session or the subscription is still unknown (and on the
  // prerendered page, which knows neither): shown as a newcomer sees it, complete, rather than as
  // a skeleton; it changes only if the answers say otherwise (docs/decisions.md).
  const asNewcomer =
    ((!session && !signInTo) || subscription.isLoading) && step === 'zip' && !discountCode;
  // Once subscribed, the new plan's own status (a first charge the bank has not confirmed yet is
  // PENDING_ACTIVATION, and the confirmation says so).
  const status = subscribed
    ? subscribed.status
    : subscription.data === null || signInTo || asNewcomer
      ? 'NONE'
      : subscription.data?.status;
  const price = priceGroup({
    // A signed-out shopper is not known yet: they see the plans as a newcomer would.
    neverSubscribed: subscription.data === null || signInTo !== undefined || asNewcomer,
    discounted: Boolean(discount.data),
    offerCode,
    trialDays: plan?.trialDays,
    ...(subscribed ? { joinedWithFreePeriod: subscribed.freeTrialEndDate !== null } : {}),
  });
  const showOffer =
    !offerCode && !zipRefused && !(queryZip && isRestrictedZip(queryZip, restricted ?? []));
  const facts = useMemo(() => subscribeFacts(price, showOffer), [price, showOffer]);
  // Account set-up starts from what the account knows (the token's names) and what the shopper
  // entered before going Back; the form fills only its blanks, never over their typing.
  const firstName = session?.firstName;
  const lastName = session?.lastName;
  const values = useMemo(
    () => ({
      plan: chosenPlanFacts(plan, discount.data, price),
      forms: {
        'zip-code': entered.zip ? { zipCode: entered.zip } : {},
        'account-setup': { firstName, lastName, ...entered.account, ...account },
      },
    }),
    [plan, discount.data, price, firstName, lastName, entered, account],
  );

  // Each step is its own layout: its heading takes focus (WCAG 2.4.3), including the welcome.
  const layoutId = layoutIdFor(step, subscribed?.planType);
  useStepFocus(layoutId);

  useEffect(() => {
    if (signInTo && needsSignIn(step)) window.location.assign(signInKeepingZip(signInTo, zip));
  }, [signInTo, step, zip]);

  const actions = useMemo((): Record<string, BlockAction> => {
    const dropQuery = (name: 'plan' | 'zip') =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete(name);
          return next;
        },
        { replace: true },
      );
    return {
      checkZip: async (payload) => {
        const given = readZip(payload);
        if (!given) return undefined;
        if (isRestrictedZip(given, restricted ?? [])) {
          dispatch({ type: 'zip-refused' });
          return { error: fill(messages?.zipUnavailable ?? '') };
        }
        dispatch({ type: 'zip-given', zip: given });
        setSearch(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.set('zip', given);
            return next;
          },
          { replace: true },
        );
        return undefined;
      },
      verifySnap: async () => {
        if (planCode) {
          window.location.assign(snapVerificationUrl(window.location.pathname, zip, planCode));
        }
      },
      choosePlan: async () => {
        dispatch({ type: 'plan-chosen', ...(zip ? { zip } : {}) });
        dropQuery('plan');
      },
      saveAccount: async (payload) => {
        const answers = payload && typeof payload === 'object' ? { ...payload } : {};
        dispatch({ type: 'account-given', answers });
      },
      // Back one step (the step's heading then takes focus, as on every step change), keeping
      // what the shopper entered: a partner campaign fixes the plan, so it goes back to the zip.
      back: async () => {
        const to = previousStep(step, Boolean(discount.data));
        dispatch({ type: 'back', to, ...(zip ? { zip } : {}) });
        const dropped = queryDroppedBy(to);
        if (dropped) dropQuery(dropped);
        return undefined;
      },
      subscribe: async (payload) => {
        if (!planCode) return undefined;
        const card = payload as SavedCard;
        // The same card again (a double click's second token): that intent is already saved.
        if (cardRetry.isSaved(card)) return undefined;
        const token = cardRetry.tokenFor(card);
        const result = await create.trigger({
          planCode,
          paymentToken: token,
          ...(zip ? { zip } : {}),
          ...(discount.data
            ? { discountCode: discount.data.discountCode, segment: discount.data.segment }
            : {}),
          ...(offerCode ? { campaignType: 'lto' as const, offerCode } : {}),
        });
        cardRetry.settle(card, token, result);
        if (!result.ok) {
          dispatch({ type: 'create-refused', code: result.error.code });
          return { error: messageFor(result.error) };
        }
        dispatch({ type: 'subscribed', subscription: result.data });
        return undefined;
      },
    };
  }, [
    fill,
    restricted,
    messages,
    planCode,
    create,
    cardRetry,
    zip,
    discount.data,
    offerCode,
    messageFor,
    setSearch,
    step,
  ]);

  // A live member using a new-subscriber campaign is told so in the catalogue's words (contract §5);
  // a campaign that cannot be read (expired, unknown) says why and the flow goes on without it.
  // Someone who has just joined with the code is the one it was for: once this flow subscribed
  // them, the revalidated subscription is theirs and says nothing about how they arrived.
  const discountNotice =
    discountCode && !subscribed
      ? holdsPlan && messages?.newSubscribersOnly
        ? fill(messages.newSubscribersOnly)
        : discount.error
          ? messageFor(discount.error)
          : undefined
      : undefined;
  // The SNAP step says why the shopper is back on it when the service refused the plan.
  const verifyNotice =
    step === 'verify' && refusedUnverified && messages?.snapNotVerified
      ? fill(messages.snapNotVerified)
      : undefined;
  const notice = discountNotice ?? verifyNotice;

  return (
    <ContentScreen
      key={layoutId}
      layoutId={layoutId}
      actions={actions}
      values={values}
      facts={facts}
      audience={status ? { status, ...(session?.role ? { role: session.role } : {}) } : undefined}
      audienceAssumed={asNewcomer}
      loading={
        (!asNewcomer && ((!session && !signInTo) || subscription.isLoading)) ||
        (signInTo !== undefined && needsSignIn(step)) ||
        (Boolean(discountCode) && discount.isLoading)
      }
      before={
        notice ? <Screen layout={noticeLayout('flow-notice', notice, { tone: 'warning' })} /> : null
      }
    />
  );
}
