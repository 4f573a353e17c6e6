/**
 * The data sources a layout block may name (docs/architecture.md), bound to the hook layer:
 * src/api's endpoint hooks and src/content's `useContent`. The shell passes this map in the render
 * environment; tests inject fakes instead.
 */
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import {
  useCancelReasons,
  useDiscountPlan,
  usePartnerOffers,
  usePaymentMethods,
  usePlans,
  useProfile,
  useSession,
  useSubscription,
  useTerms,
} from '../api';
import { useBanner } from '../content/banner-context';
import type { ContentPath } from '../content/content-types';
import { useContent } from '../content/use-content';
import { pageSourceOf, readDiscountParams, readStoreId } from '../lib/route-params';
import type { DataSourceHooks } from './data-sources';
import { useRenderEnv } from './render-env';

/** The store the payment call also uses (contract §7) when neither the URL nor the session names one. */
const DEFAULT_STORE_ID = '9999';

/** SNAP plans are asked for (v4 accept type) only while the SNAP flag is on. */
function usePlansSource() {
  const { audience } = useRenderEnv();
  return usePlans({ snap: audience.flags.enableSnap === true });
}

/**
 * Partner offers of this page: store from the route or query, else the session's store; the page
 * source is the screen's own path segment (`pageSourceOf`: never the route's store id); only `partner` offers of the banner's type.
 */
function usePartnerOffersSource() {
  const [search] = useSearchParams();
  const { storeId: routeStore } = useParams();
  const { pathname } = useLocation();
  const { session } = useSession();
  const { banner } = useBanner();
  const storeId = readStoreId(routeStore, search) ?? session?.storeId ?? DEFAULT_STORE_ID;
  const pageSource = pageSourceOf(pathname, routeStore);
  return usePartnerOffers({
    storeId,
    pageSource,
    partnerOfferType: 'partner',
    bannerType: banner.bannerType,
  });
}

/** The partner discount named by the page's `discountCode` and `segment` query. */
function useDiscountPlanSource() {
  const [search] = useSearchParams();
  const { discountCode, segment } = readDiscountParams(search);
  return useDiscountPlan(discountCode, segment);
}

/** The signed-in customer's cards (the hook's options are not a block's argument). */
function usePaymentMethodsSource() {
  return usePaymentMethods();
}

/** `content:<path>`: validated, merged content for the current banner. */
function useContentSource(path?: string) {
  return useContent((path ?? '') as ContentPath);
}

/** Every data source name of the contract, bound to its hook. */
export const apiDataSources: DataSourceHooks = {
  subscription: useSubscription,
  plans: usePlansSource,
  cancelReasons: useCancelReasons,
  partnerOffers: usePartnerOffersSource,
  profile: useProfile,
  paymentMethods: usePaymentMethodsSource,
  terms: useTerms,
  discountPlan: useDiscountPlanSource,
  content: useContentSource,
};
