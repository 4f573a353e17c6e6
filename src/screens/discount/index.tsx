import { useSearchParams } from 'react-router-dom';
import { useDiscountPlan, useSession, useSubscription } from '../../api';
import { useContentOrDefault } from '../../content/use-content-or-default';
import { readDiscountParams } from '../../lib/route-params';
import { fillText, Screen, useRenderEnv } from '../../render';
import { ContentScreen } from '../../render/layout/content-screen';
import { discountState } from './discount-state';
import { noticeLayout } from '../../render/layout/notice-layout';

/**
 * Partner discounts (content/screens/discount.json), read by `discountCode` and `segment`: the
 * campaign the partner gave that audience (a code with another segment is the discount error), the
 * partner offers of this banner's type and the freshpass program, and the two error
 * states in the catalogue's words (content/screens/discount-error.json). A live member is told the
 * campaign is for new subscribers only.
 */
export default function DiscountScreen() {
  return <Discount />;
}

function Discount() {
  const { placeholders } = useRenderEnv();
  const [search] = useSearchParams();
  const { discountCode, segment } = readDiscountParams(search);
  // A code used with another partner audience's segment is the discount error (decisions.md).
  const discount = useDiscountPlan(discountCode, segment);
  const { session } = useSession();
  const subscription = useSubscription();
  // The bundled catalogue stands in until the banner's arrives, or if it fails: never a wait.
  const catalogue = useContentOrDefault('error-catalogue');
  const state = discountState(discountCode, discount);
  const messages = catalogue.messages;
  const status = subscription.data === null ? 'NONE' : (subscription.data?.status ?? undefined);

  let notice: string | undefined;
  if (state === 'discount-error') notice = messages?.partnerDiscountUnavailable;
  else if (state === 'missing-banner-error') notice = messages?.partnerPageDown;
  else if (status !== undefined && status !== 'NONE' && status !== 'CANCELLED') {
    notice = messages?.newSubscribersOnly;
  }
  const failed = state === 'discount-error' || state === 'missing-banner-error';

  return (
    <ContentScreen
      key={failed ? 'error' : 'discount'}
      layoutId={failed ? 'discount-error' : 'discount'}
      audience={status ? { status, ...(session?.role ? { role: session.role } : {}) } : undefined}
      loading={state === 'loading' || (!failed && subscription.isLoading)}
      before={
        notice ? (
          <Screen
            layout={noticeLayout(state, fillText(notice, placeholders), {
              tone: failed ? 'error' : 'warning',
            })}
          />
        ) : null
      }
    />
  );
}
