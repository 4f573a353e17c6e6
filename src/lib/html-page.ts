/**
 * The one shell of the plain HTML pages that are not the app: the sandbox's stand-in pages and the
 * web server's notices. Text is escaped, and a page carries no inline script or style, so the
 * Content-Security-Policy (`script-src 'self'`, no `unsafe-inline`) holds for every one of them.
 */

/** Escapes text for HTML element content and attribute values. */
export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** What a page may add to its head. */
export interface PageHead {
  /** A same-origin script path, loaded deferred. */
  script?: string;
  /** Reload the page after this many seconds (a page that waits for something). */
  refreshSeconds?: number;
}

/** A whole page with `title` as its title and heading; `body` must already be escaped HTML. */
export function htmlPage(title: string, body: string, head: PageHead = {}): string {
  const refresh =
    head.refreshSeconds === undefined
      ? ''
      : `\n    <meta http-equiv="refresh" content="${head.refreshSeconds}" />`;
  const script = head.script ? `\n    <script src="${esc(head.script)}" defer></script>` : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />${refresh}
    <title>${esc(title)}</title>${script}
  </head>
  <body>
    <main>
      <h1>${esc(title)}</h1>
${body}
    </main>
  </body>
</html>
`;
}
