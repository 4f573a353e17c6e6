/**
 * Rich text the build already rendered (issue 23 part 1). The prerender sanitises each rich-text
 * fragment with DOMPurify and turns it into markup (src/render/rich-text/record-build-markup.tsx);
 * the page carries that markup by source HTML (`richHtml` in src/app/page-data.ts), and RichHtml
 * renders it as it is, so DOMPurify and html-react-parser stay off the first load. Only a fragment
 * byte-identical to one the build rendered is found here: anything else (the editor preview, a
 * sandbox content override, content that changed since the build) goes through the sanitiser as
 * before. No imports, so the entry can hold it.
 */

/** Where markup for a fragment comes from: the page's record, or the prerender rendering it. */
export type BuildMarkupSource = (html: string) => string | undefined;

let source: BuildMarkupSource | undefined;
let covers: () => boolean = () => false;

/**
 * Sets where build markup comes from; undefined forgets it (tests, or a page without any).
 * `coversHere` tells whether the screen showing now is the one the markup was rendered for (the
 * page's own route): only there can a screen count on it instead of loading the rich-text stack.
 */
export function setBuildMarkupSource(
  next: BuildMarkupSource | undefined,
  coversHere: () => boolean = () => next !== undefined,
): void {
  source = next;
  covers = coversHere;
}

/** The source for a page's record of fragment → markup (own keys only). */
export function buildMarkupRecord(record: Readonly<Record<string, string>>): BuildMarkupSource {
  return (html) => (Object.hasOwn(record, html) ? record[html] : undefined);
}

/**
 * The build's sanitised markup for this exact fragment, or undefined when the build did not render
 * it. On the server, asking records the fragment, so a part that renders it only later (a closed
 * FAQ answer) asks for it up front.
 */
export function buildMarkup(html: string): string | undefined {
  return source?.(html);
}

/**
 * Whether the screen showing now was prerendered with its rich text, so its blocks render from
 * build markup without waiting for the rich-text stack.
 */
export function buildMarkupCoversScreen(): boolean {
  return source !== undefined && covers();
}
