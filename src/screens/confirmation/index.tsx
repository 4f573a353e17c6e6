import { useSubscription } from '../../api';
import { ContentScreen } from '../../render/layout/content-screen';
import { useRenderEnv } from '../../render/render-env';
import { confirmationGroups, confirmedPlanGroup } from './confirmation-view';

/**
 * The confirmation after subscribing, changing plan, accepting the retention offer or
 * reinstating: what the household now has, with the savings summary and perks of that plan type.
 */
export default function ConfirmationScreen() {
  const sub = useSubscription();
  const { messageFor } = useRenderEnv();
  const data = sub.data;
  return (
    <ContentScreen
      layoutId="confirmation"
      loading={data === undefined && !sub.error}
      error={sub.error ? messageFor(sub.error) : undefined}
      onRetry={sub.mutate}
      audience={data === undefined ? undefined : { status: data ? data.status : 'NONE' }}
      groups={{ groups: confirmationGroups, active: [confirmedPlanGroup(data ?? null)] }}
    />
  );
}
