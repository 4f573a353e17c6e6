/**
 * The document title of a page (WCAG 2.4.2): the step the shopper is on, the page's heading and
 * the banner, most specific first, e.g. "Step 2 of 4: choose your plan – Join FreshPass – Vons".
 * One definition for the browser (the h1's `data-page-title`, which the shell copies into
 * document.title) and the prerender (which writes the same text into the served <title>).
 */
export function pageTitle(parts: { step?: string; heading?: string; banner?: string }): string {
  const seen = new Set<string>();
  return [parts.step, parts.heading, parts.banner]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '' && !seen.has(part) && seen.add(part))
    .join(' – ');
}

/** The attribute on the page's h1 that carries its document title. */
export const PAGE_TITLE_ATTRIBUTE = 'data-page-title';

/** The attribute on the page's h1 that names the current step's heading (when the step has one). */
export const STEP_TITLE_ATTRIBUTE = 'data-step-title';

/**
 * The document title a prerendered page's HTML declares on its h1, entities kept as React wrote
 * them (they are valid inside <title> as they are), or undefined when it declares none.
 */
export function declaredPageTitle(html: string): string | undefined {
  return new RegExp(`<h1\\b[^>]*\\s${PAGE_TITLE_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1];
}
