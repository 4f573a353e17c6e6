/**
 * The route table of the app (contract §2): pure data, read by the router (src/app/routes), the
 * server's preload hints and not-found answer (sandbox/), the bench and the browser tests. Each
 * screen's lazy module is attached by the router (src/app/routes/screen-loaders.ts), since this
 * module must stay runnable in Node without React.
 */

/** One product route of contract §2. */
export interface ScreenRoute {
  /** The canonical path; the `.html` and `/:storeId` forms are derived from it. */
  path: string;
  /** The screen folder under src/screens and its layout id (content/screens/<screen>.json). */
  screen: string;
  /** Contract §2 "Needs user-info lookup first": the auth guard waits for the session. */
  needsSession: boolean;
  /**
   * The screen's title waits for its data (ContentScreen `titleWaitsForData`): the data decides
   * whether the title is true at all, so the page shows no title while the session loads either.
   */
  titleWaitsForData?: boolean;
  /**
   * The screen reads its query string only once the page has hydrated (its first pass is the
   * same at any query), so the prerendered page hydrates at any query (src/main.tsx).
   */
  queryAfterHydration?: boolean;
  /**
   * The other layouts the screen shows for some queries, once it reads them (queryAfterHydration):
   * the prerendered page carries them and their rich text, so the one a link's query picks draws
   * at once, without waiting for the rich-text stack and without moving what is below it.
   */
  queryLayouts?: readonly string[];
}

/** The layouts the discount screen shows besides its own: no code, and a code that failed. */
const DISCOUNT_QUERY_LAYOUTS = ['partners', 'discount-error'] as const;

/** Every route of contract §2, in the spec's order. */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  {
    path: '/freshpass/manage',
    screen: 'manage',
    needsSession: true,
  },
  {
    path: '/freshpass/manage/change',
    screen: 'change',
    needsSession: true,
  },
  {
    path: '/freshpass/manage/confirmation',
    screen: 'confirmation',
    needsSession: true,
    titleWaitsForData: true,
  },
  {
    path: '/freshpass/manage/cancel-plan',
    screen: 'cancel-plan',
    needsSession: true,
  },
  {
    path: '/freshpass/manage/update-payments',
    screen: 'update-payments',
    needsSession: true,
  },
  {
    path: '/freshpass/manage/subscribe',
    screen: 'subscribe',
    needsSession: false,
    queryAfterHydration: true,
  },
  {
    path: '/freshpass/manage/freshpass-faq',
    screen: 'freshpass-faq',
    needsSession: false,
  },
  {
    path: '/freshpass/manage/govassist',
    screen: 'govassist',
    needsSession: false,
  },
  {
    path: '/freshpass/manage/govassist/mobile',
    screen: 'govassist',
    needsSession: false,
  },
  {
    path: '/freshpass/manage/discount',
    screen: 'discount',
    needsSession: false,
    queryAfterHydration: true,
    queryLayouts: DISCOUNT_QUERY_LAYOUTS,
  },
  // The loyalty program's partner pages (contract §2 "Other paths", "partner landing"): open
  // pages in the banner's shell. partner-detail is the partner landing, the discount screen.
  {
    path: '/rewards/partners',
    screen: 'partners',
    needsSession: false,
  },
  {
    path: '/rewards/partners/expedia',
    screen: 'partner-expedia',
    needsSession: false,
  },
  {
    path: '/rewards/partners/partner-detail',
    screen: 'discount',
    needsSession: false,
    queryAfterHydration: true,
    queryLayouts: DISCOUNT_QUERY_LAYOUTS,
  },
];

/**
 * The URL forms one route answers: the path, the same with `.html` (contract §2), and a trailing
 * store id segment (contract §2 "storeId from query or route"; screens reject non-digit ids).
 */
export function pathForms(path: string): string[] {
  return [path, `${path}.html`, `${path}/:storeId`];
}
