import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useMembership } from '../../api';
import { ContentScreen } from '../../render/layout/content-screen';
import { useRenderEnv } from '../../render/render-env';
import { confirmationView, sourceFrom } from './confirmation-view';
import { confirmationLoadingShape } from './loading-shape';

/**
 * The confirmation after subscribing, changing plan, accepting the retention offer or
 * reinstating: what the household now has, in the words of what happened, with the savings
 * summary and perks of that plan type. With nothing true to confirm (see confirmationView) the
 * shopper is sent to manage, which shows their real state.
 */
export default function ConfirmationScreen() {
  const { membership, subscription: sub } = useMembership();
  const { search } = useLocation();
  const { messageFor } = useRenderEnv();
  const data = sub.data;
  const source = sourceFrom(search);
  const view = useMemo(
    () =>
      data === undefined || !membership ? undefined : confirmationView(data, membership, source),
    [data, membership, source],
  );
  // While the subscription loads, the page of that arrival's likely plan, as skeletons: no title
  // and no words, since the shopper's own plan decides whether they are true.
  const loadingShape = useMemo(() => confirmationLoadingShape(source), [source]);
  if (view?.kind === 'manage') return <Navigate to="/freshpass/manage" replace />;
  return (
    <ContentScreen
      layoutId="confirmation"
      loading={view === undefined && !sub.error}
      // As its route says (src/routes/route-table.ts), so the page before the session agrees.
      titleWaitsForData
      loadingShape={loadingShape}
      error={sub.error ? messageFor(sub.error) : undefined}
      onRetry={sub.mutate}
      membership={view?.kind === 'show' ? membership : undefined}
      facts={view?.kind === 'show' ? view.facts : undefined}
    />
  );
}
