/**
 * The prerender's side of build markup (src/render/rich-text/build-markup.ts): each fragment a
 * page's render asks for is sanitised by DOMPurify (with the window the prerender gives it) and
 * turned into React by the same code as in the browser, then into static markup. Server only:
 * src/entry-server.tsx exports it, nothing in the browser imports it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { setBuildMarkupSource } from './build-markup';
import { sanitizeHtml } from './sanitize';
import { sanitisedHtmlToReact } from './to-react';

// React's server renderer puts a preload of each image it meets before the markup; the page
// already loads the image from the markup itself. (Content cannot hold a <link>: the sanitiser
// drops it, so only React's own are at the start.)
const HOISTED_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/** The markup of one fragment: sanitised, parsed, rendered (router links as plain links). */
export function renderBuildMarkup(html: string): string {
  const markup = renderToStaticMarkup(
    <MemoryRouter>{sanitisedHtmlToReact(sanitizeHtml(html))}</MemoryRouter>,
  );
  return markup.replace(HOISTED_PRELOADS, '');
}

/**
 * Starts recording the fragments the next render asks for; the returned function stops and
 * gives the record (fragment → markup) for the page's data.
 */
export function recordBuildMarkup(): () => Record<string, string> {
  const record = new Map<string, string>();
  setBuildMarkupSource((html) => {
    let markup = record.get(html);
    if (markup === undefined) {
      markup = renderBuildMarkup(html);
      record.set(html, markup);
    }
    return markup;
  });
  return () => {
    setBuildMarkupSource(undefined);
    return Object.fromEntries(record);
  };
}
