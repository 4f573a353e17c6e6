import { useMemo, useState } from 'react';
import { skeletonMembership, skeletonSubscription, useMembership, useReinstate } from '../../api';
import type { LoadingShape } from '../../render/layout/shaped-skeleton';
import { ContentScreen } from '../../render/layout/content-screen';
import { useRenderEnv } from '../../render/render-env';
import { useReturnFocus } from '../../render/use-return-focus';
import { manageFacts } from './manage-view';
import { useAppNavigate } from '../../render/use-app-navigate';

/**
 * Manage FreshPass: the manage layout for the household's subscription status and the shopper's
 * role. Its one action of its own is reinstating (after the shopper confirms), which ends on the
 * confirmation screen; the other actions are links in the layout.
 */
export default function ManageScreen() {
  const { membership, subscription: sub } = useMembership();
  const reinstate = useReinstate();
  const navigate = useAppNavigate();
  const { messageFor } = useRenderEnv();
  const [confirming, setConfirming] = useState(false);
  const { remember, returnFocus } = useReturnFocus();
  const data = sub.data;
  const facts = useMemo(() => manageFacts(data ?? null, confirming), [data, confirming]);
  // While the subscription loads, the page a member with an active plan would see, as skeletons.
  const loadingShape = useMemo((): LoadingShape => {
    const likely = skeletonSubscription();
    return {
      membership: skeletonMembership(likely),
      facts: manageFacts(likely, false),
      data: { subscription: likely },
    };
  }, []);

  const actions = useMemo(
    () => ({
      askReinstate: () => {
        // "Reinstate FreshPass" opened the question: dismissing it comes back to that button.
        remember();
        setConfirming(true);
      },
      keepCancelled: () => {
        setConfirming(false);
        returnFocus();
      },
      reinstate: async () => {
        const result = await reinstate.trigger();
        if (!result.ok) return { error: messageFor(result.error) };
        navigate('/freshpass/manage/confirmation?from=reinstate');
        return undefined;
      },
    }),
    [reinstate, messageFor, navigate, remember, returnFocus],
  );

  return (
    <ContentScreen
      layoutId="manage"
      loading={data === undefined && !sub.error}
      loadingShape={loadingShape}
      error={sub.error ? messageFor(sub.error) : undefined}
      onRetry={sub.mutate}
      membership={membership}
      facts={facts}
      focusOnStep
      actions={actions}
    />
  );
}
