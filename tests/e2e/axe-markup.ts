/**
 * The page's markup as axe's answer depends on it: without React's generated ids, and without the
 * `<link rel="modulepreload">` tags the app adds to the head as it loads code. Those are never
 * rendered and no axe rule reads them, but their order follows which chunk came first, so the
 * same screen read twice seldom matched: leaving them out took the checks a full run skips from
 * 7 to 74 of 624 (docs/decisions/axe-in-the-page.md).
 */
export function markupForAxe(html: string): string {
  return html
    .replace(/«[^»]*»|:r[0-9a-z]+:|_r_[0-9a-z]+_/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}
