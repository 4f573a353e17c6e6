import { useMemo, useReducer } from 'react';
import {
  skeletonMembership,
  skeletonSubscription,
  useCancel,
  useCancelReasons,
  useCreatePlan,
  useMembership,
} from '../../api';
import { ContentScreen } from '../../render/layout/content-screen';
import type { LoadingShape } from '../../render/layout/shaped-skeleton';
import { useRenderEnv } from '../../render/render-env';
import { cancelFlowAfter, declineRequest, firstRequest, startOfCancel } from './cancel-flow';
import { useAppNavigate } from '../../render/use-app-navigate';

/**
 * Cancel FreshPass: reason and optional feedback (with the retention check), the retention offer
 * when the service makes one (accepting it changes to the discounted plan from renewal and ends
 * on the confirmation screen; declining cancels), then what the cancellation did. A failed call
 * shows the catalogue's message beside the form or button and keeps what was typed.
 */
export default function CancelPlanScreen() {
  const { membership, subscription: sub } = useMembership();
  // The reason survey is the screen's first block: it shows with the rest once the reasons are in
  // (or failed), in its real size, so nothing under it moves when they arrive (issue 16).
  const reasons = useCancelReasons();
  const reasonsPending = reasons.data === undefined && !reasons.error;
  const cancel = useCancel();
  const create = useCreatePlan();
  const navigate = useAppNavigate();
  const { messageFor } = useRenderEnv();
  const [flow, answered] = useReducer(cancelFlowAfter, startOfCancel);
  const data = sub.data;

  const actions = useMemo(() => {
    return {
      cancel: async (form?: unknown) => {
        const request = firstRequest(form);
        const result = await cancel.trigger(request);
        if (!result.ok) return { error: messageFor(result.error) };
        answered({ request, result: result.data });
        return undefined;
      },
      acceptOffer: async () => {
        if (flow.step !== 'offer') return undefined;
        const result = await create.trigger({
          planCode: flow.offer.planCode,
          campaignType: 'retention',
        });
        if (!result.ok) return { error: messageFor(result.error) };
        navigate('/freshpass/manage/confirmation?from=retention');
        return undefined;
      },
      declineOffer: async () => {
        if (flow.step !== 'offer') return undefined;
        const request = declineRequest(flow.request);
        const result = await cancel.trigger(request);
        if (!result.ok) return { error: messageFor(result.error) };
        answered({ request, result: result.data });
        return undefined;
      },
    };
  }, [cancel, create, flow, messageFor, navigate]);

  const values = useMemo(() => (flow.step === 'offer' ? { offer: flow.offer } : {}), [flow]);
  const facts = useMemo(() => ({ step: flow.step }), [flow.step]);
  // While the subscription loads, this step as a member with an active plan would see it, as
  // skeletons. Drawn only once the reasons are in, with them: the survey drawn without its
  // reasons is a third of its height and grew under the shopper's eyes (CLS 0.09, prerender.spec).
  const reasonsIn = reasons.data;
  const loadingShape = useMemo((): LoadingShape | undefined => {
    if (reasonsIn === undefined) return undefined;
    const likely = skeletonSubscription();
    return {
      membership: skeletonMembership(likely),
      facts,
      values,
      data: { subscription: likely, cancelReasons: reasonsIn },
    };
  }, [facts, values, reasonsIn]);

  return (
    <ContentScreen
      layoutId="cancel-plan"
      loading={(data === undefined && !sub.error) || reasonsPending}
      loadingShape={loadingShape}
      error={sub.error ? messageFor(sub.error) : undefined}
      onRetry={sub.mutate}
      membership={membership}
      facts={facts}
      focusOnStep
      values={values}
      actions={actions}
    />
  );
}
