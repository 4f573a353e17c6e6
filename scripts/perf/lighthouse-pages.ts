/**
 * Which page Lighthouse loads for each route, and as whom. Most routes are measured signed in as
 * `active-monthly`, whose screens show their plan. The form screens are measured in their form
 * state instead: as that persona, subscribe would show "already a member" and the partner
 * landing without a code its error. So subscribe is measured as `new-shopper` (the zip step, with
 * its form) and the partner landing as `new-shopper` with a valid partner code (the offer with
 * its plan), the README's example.
 */

/** The persona most routes are measured as. */
export const DEFAULT_PERSONA = 'active-monthly';

/** One measured page: the persona signed in, and the query the URL carries. */
export interface LighthousePage {
  persona: string;
  query: string;
}

/** The routes measured in another state than the default persona's. */
const FORM_STATES: Readonly<Record<string, LighthousePage>> = {
  '/freshpass/manage/subscribe': { persona: 'new-shopper', query: '' },
  '/freshpass/manage/discount': {
    persona: 'new-shopper',
    query: '?discountCode=EXPEDIA25&segment=travel',
  },
};

/** The page Lighthouse measures for a route path. */
export function lighthousePage(path: string): LighthousePage {
  return Object.hasOwn(FORM_STATES, path)
    ? FORM_STATES[path]
    : { persona: DEFAULT_PERSONA, query: '' };
}

/** The row name: banner, path and query, and the persona where it is not the default one. */
export function lighthouseRowName(banner: string, path: string): string {
  const page = lighthousePage(path);
  const who = page.persona === DEFAULT_PERSONA ? '' : ` as ${page.persona}`;
  return `Lighthouse ${banner} ${path}${page.query}${who}`;
}
