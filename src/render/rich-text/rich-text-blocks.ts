/**
 * The block types that render rich text, so `prepare` the lazy rich-text stack
 * (src/render/rich-text/rich-html.tsx). The server's preload hints read this list to name the
 * stack's chunk in the page's head when a route's layout holds one of them
 * (sandbox/preload-hints.ts); src/render/rich-text/rich-html.test.tsx checks that it is exactly
 * the registered blocks with a `prepare`.
 */
export const RICH_TEXT_BLOCK_TYPES: readonly string[] = [
  'accordion',
  'benefitTiles',
  'limitedTimeOffer',
  'richText',
];
