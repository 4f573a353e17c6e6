import { useDiscountPlan, useMembership, useSession } from '../../api';
import { useContentOrDefault } from '../../content/use-content-or-default';
import { readDiscountParams } from '../../lib/route-params';
import { fillText, Screen, useRenderEnv } from '../../render';
import { ContentScreen } from '../../render/layout/content-screen';
import { discountLayout, discountState } from './discount-state';
import { useHydrated } from '../../lib/use-hydrated';
import { useSearchAfterHydration } from '../../lib/use-search-after-hydration';
import { noticeLayout } from '../../render/layout/notice-layout';

/**
 * Partner discounts (content/screens/discount.json), read by `discountCode` and `segment`: the
 * campaign the partner gave that audience (a code with another segment is the discount error), the
 * partner offers of this banner's type and the freshpass program, and the two error
 * states in the catalogue's words (content/screens/discount-error.json). A live member is told the
 * campaign is for new subscribers only. A link without a code shows the partner list
 * (content/screens/partners.json). The partner pages' partner-detail is this screen too
 * (src/routes/route-table.ts).
 *
 * The prerendered page is the same for every link (a per-path file cannot know the query): the
 * screen as a first visitor sees it, with the campaign's block in its skeleton. The screen renders
 * that until the page has hydrated and reads its query only then (route `queryAfterHydration`), so
 * the page hydrates at any query; until the session and subscription say otherwise the shopper is
 * shown the screen as a newcomer (docs/decisions.md).
 */
export default function DiscountScreen() {
  return <Discount />;
}

function Discount() {
  const { placeholders } = useRenderEnv();
  const [search] = useSearchAfterHydration();
  const hydrated = useHydrated();
  const { discountCode, segment } = readDiscountParams(search);
  // A code used with another partner audience's segment is the discount error (decisions.md).
  const discount = useDiscountPlan(discountCode, segment);
  const sessionState = useSession();
  const { session } = sessionState;
  const { membership, subscription } = useMembership();
  // The bundled catalogue stands in until the banner's arrives, or if it fails: never a wait.
  const catalogue = useContentOrDefault('error-catalogue');
  // Before hydrating, the campaign is not read yet: the campaign block keeps its skeleton.
  const state = hydrated ? discountState(discountCode, discount) : 'loading';
  const messages = catalogue.messages;
  // Until the subscription is known (no session yet, or its call in flight) the shopper is shown
  // the screen as a newcomer; a live member is told the campaign is not for them once it is.
  const status = membership?.status ?? 'NONE';
  const assumed = sessionState.status === 'loading' || subscription.isLoading;

  let notice: string | undefined;
  if (state === 'discount-error') notice = messages?.partnerDiscountUnavailable;
  else if (state === 'missing-banner-error') notice = messages?.partnerPageDown;
  const failed = state === 'discount-error' || state === 'missing-banner-error';
  // A link without a code names no discount: the partner list, not an error (issue 21 defect 13).
  const noCode = state === 'no-code';
  // A live member's notice joins the newcomer's page already shown: inside the screen's box, so
  // the blocks that stay keep their place (kept-places.ts); the error states are a page of their
  // own, with the notice above it.
  const memberNotice =
    !failed && !noCode && membership?.hasPlan === true && messages?.newSubscribersOnly
      ? noticeLayout('new-subscribers-only', fillText(messages.newSubscribersOnly, placeholders), {
          tone: 'warning',
        }).blocks
      : undefined;

  return (
    <ContentScreen
      key={discountLayout(state)}
      layoutId={discountLayout(state)}
      audience={{ status, ...(session?.role ? { role: session.role } : {}) }}
      audienceAssumed={!failed && !noCode && assumed}
      lead={memberNotice}
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
