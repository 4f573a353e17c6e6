import { useCallback, useMemo } from 'react';
import {
  SKELETON_PLANS,
  skeletonMembership,
  skeletonSubscription,
  useCreatePlan,
  useMembership,
  usePlans,
  type ApiError,
  type Membership,
  type Plan,
} from '../../api';
import type { LoadingShape } from '../../render/layout/shaped-skeleton';
import { ContentScreen } from '../../render/layout/content-screen';
import { PhoneText } from '../../render/phone-text';
import { useRenderEnv } from '../../render/render-env';
import { changeFacts, targetPlan } from './change-view';
import { useAppNavigate } from '../../render/use-app-navigate';

/** What the catalogue calls a change asked for while another is pending (`changePending`). */
const changePending: ApiError = {
  kind: 'http',
  status: 409,
  code: 'CHANGE_PENDING',
  detail: 'a plan change is already scheduled',
  url: '',
  correlationId: '',
};

/** What the layout's blocks read besides the subscription: the plan offered and from when. */
function changeValues(target: Plan | undefined, membership: Membership | undefined) {
  return { newPlan: target ?? null, effectiveDate: membership?.renewsOn ?? null };
}

/**
 * Change plan: what changes (the other plan, its fee) and from which date (the renewal date);
 * confirming sends one change and ends on the confirmation screen. While a change is pending the
 * catalogue's changePending message is shown instead of the offer.
 */
export default function ChangeScreen() {
  const { membership, subscription: sub } = useMembership();
  const { audience, messageFor } = useRenderEnv();
  const plans = usePlans({ snap: audience.flags.enableSnap === true });
  const create = useCreatePlan();
  const navigate = useAppNavigate();
  const data = sub.data;
  const target = data === undefined ? undefined : targetPlan(data, plans.data ?? []);
  // A second change while one is pending is refused (the layout's `pending` group says so too).
  const pending = membership?.pendingChange !== undefined;
  const facts = useMemo(() => changeFacts(data ?? null), [data]);

  const actions = useMemo(
    () => ({
      changePlan: async () => {
        if (!target) return { error: messageFor(changePending) };
        const result = await create.trigger({ planCode: target.planCode });
        if (!result.ok) return { error: messageFor(result.error) };
        navigate('/freshpass/manage/confirmation?from=change');
        return undefined;
      },
    }),
    [target, create, messageFor, navigate],
  );
  const values = useMemo(() => changeValues(target, membership), [target, membership]);
  // While the subscription or the plans load, the page a member on a monthly plan would see, as
  // skeletons.
  const loadingShape = useMemo((): LoadingShape => {
    const likely = skeletonSubscription();
    const likelyMembership = skeletonMembership(likely);
    return {
      membership: likelyMembership,
      facts: changeFacts(likely),
      values: changeValues(targetPlan(likely, SKELETON_PLANS), likelyMembership),
      data: { subscription: likely, plans: SKELETON_PLANS },
    };
  }, []);
  const loadError = sub.error ?? plans.error;
  const { mutate: reloadSub } = sub;
  const { mutate: reloadPlans } = plans;
  // "Try again" reads again whichever of the two failed.
  const retry = useCallback(
    () =>
      Promise.all([sub.error ? reloadSub() : undefined, plans.error ? reloadPlans() : undefined]),
    [sub.error, plans.error, reloadSub, reloadPlans],
  );

  return (
    <ContentScreen
      layoutId="change"
      loading={(data === undefined || plans.data === undefined) && !loadError}
      loadingShape={loadingShape}
      error={loadError ? messageFor(loadError) : undefined}
      onRetry={retry}
      membership={membership}
      facts={facts}
      values={values}
      actions={actions}
      before={
        pending ? (
          <p role="alert" className="fp-notice fp-notice--warning">
            <PhoneText text={messageFor(changePending)} />
          </p>
        ) : null
      }
    />
  );
}
