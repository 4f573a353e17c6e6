/** Links of the sandbox's stand-in pages (the page shell is src/lib/html-page.ts, shared with server/). */
import { esc } from '../../src/lib/html-page.ts';

/** A link paragraph. */
export const link = (href: string, text: string) =>
  `<p><a href="${esc(href)}">${esc(text)}</a></p>`;
