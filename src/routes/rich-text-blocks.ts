/**
 * The block types that render rich text, so `prepare` the lazy rich-text stack
 * (src/render/rich-text/rich-html.tsx). routeNeeds (src/routes/route-needs.ts) reads this list to
 * count the stack as lazy code of a route whose layout holds one of them;
 * src/render/rich-text/rich-html.test.tsx checks that it is exactly the registered blocks with a
 * `prepare`.
 */
export const RICH_TEXT_BLOCK_TYPES: readonly string[] = [
  'accordion',
  'benefitTiles',
  'limitedTimeOffer',
  'richText',
];
