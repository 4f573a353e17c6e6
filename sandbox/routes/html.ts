/** A tiny HTML page helper for the sandbox's stand-in pages (escaped text, no inline script). */

/** Escapes text for HTML element content and attribute values. */
export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A whole page; `body` must already be escaped HTML, `script` a same-origin script path. */
export function page(title: string, body: string, script?: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${esc(title)}</title>${script ? `\n    <script src="${esc(script)}" defer></script>` : ''}
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

/** A link paragraph. */
export const link = (href: string, text: string) =>
  `<p><a href="${esc(href)}">${esc(text)}</a></p>`;
