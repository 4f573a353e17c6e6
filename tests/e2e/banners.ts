/**
 * The banners every shopper flow is driven on (issue 6: "the tests run on at least three
 * banners"), with the words each one's content must show. The expected words are written out here
 * rather than read from banners/*.json, so a screen that shows another banner's name, loyalty
 * program or phone fails. ACME Markets is one of them because its support phone differs from
 * Safeway's and Vons', so the phone is checked per banner too.
 */
import { bannerOrigin } from './fixtures';

/** A banner a flow runs on. */
export interface FlowBanner {
  id: string;
  /** The banner's host on the test server (`<id>.localhost`). */
  origin: string;
  displayName: string;
  loyaltyProgram: string;
  phone: string;
}

/** Safeway (the fallback banner, so also what a plain `localhost` shows), Vons and ACME Markets. */
export const FLOW_BANNERS: readonly FlowBanner[] = [
  {
    id: 'safeway',
    displayName: 'Safeway',
    loyaltyProgram: 'Safeway for U',
    phone: '1-877-723-3929',
  },
  { id: 'vons', displayName: 'Vons', loyaltyProgram: 'Vons for U', phone: '1-877-723-3929' },
  {
    id: 'acmemarkets',
    displayName: 'ACME Markets',
    loyaltyProgram: 'ACME Markets for U',
    phone: '1-877-932-7948',
  },
].map((banner) => ({ ...banner, origin: bannerOrigin(banner.id) }));

/** Screenshots are kept for the first banner only: the layouts are the same on every banner. */
export function isScreenshotBanner(banner: FlowBanner): boolean {
  return banner === FLOW_BANNERS[0];
}
