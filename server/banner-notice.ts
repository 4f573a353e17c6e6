/**
 * The page a host gets when it names a banner file the served build lacks (server/site-watch.ts):
 * it names the file and says what happens next, instead of the fallback banner's pages. A server
 * page for the editor, not a screen of the app, so its words live here and not in ui-text.
 */
import { esc, htmlPage } from '../src/lib/html-page';
import type { PendingBanner } from './site-watch';

/** Seconds the building page waits before it reloads itself. */
export const RELOAD_SECONDS = 3;

/** The status, headers and HTML of the notice for a pending banner. */
export function bannerNotice(pending: PendingBanner): {
  status: 503;
  headers: Record<string, string>;
  html: string;
} {
  const { id, file, why } = pending;
  const building = why.kind === 'building';
  const title = building
    ? `Building ${id}`
    : why.kind === 'refused'
      ? `${id}: your last edit was not applied`
      : `${id} is not served yet`;
  let body: string;
  if (why.kind === 'building')
    body = `<p>${esc(file)} is new or changed. The server is checking it and building its pages, which takes a few seconds; this page reloads itself until they are ready.</p>`;
  else if (why.kind === 'blocked')
    body = `<p>The content gate (npm run validate) found problems, so the server keeps its last build, which does not have ${esc(file)}. Fix them and save: the server rebuilds then.</p>\n${problemList(why.problems)}`;
  else if (why.kind === 'refused')
    body = `<p>The content gate (npm run validate) refused the last change, so the server still serves the build from before it: what you saved is not on ${esc(id)}'s pages yet. Fix these and save; the server rebuilds then and this page shows ${esc(id)} again.</p>\n${problemList(why.problems)}`;
  else if (why.kind === 'failed')
    body = `<p>The build with ${esc(file)} failed, so the server keeps its last build. Save the file again to retry; the server's console has the details.</p>\n<p><code>${esc(why.reason)}</code></p>`;
  else
    body = `<p>${esc(file)} is not in the build this server started with, and the server is not watching banners/. Restart <code>npm start</code> to build and serve ${esc(id)}.</p>`;
  const html = htmlPage(title, `      ${body}`, building ? { refreshSeconds: RELOAD_SECONDS } : {});
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (building) headers['Retry-After'] = String(RELOAD_SECONDS);
  return { status: 503, headers, html };
}

/** The gate's lines as a list, each in code so file:line:column and the pointer stay readable. */
function problemList(problems: readonly string[]): string {
  return `<ul>\n${problems.map((line) => `<li><code>${esc(line)}</code></li>`).join('\n')}\n</ul>`;
}
