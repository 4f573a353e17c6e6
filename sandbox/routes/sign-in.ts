/**
 * The sign-in stand-ins: `/account/sign-in.html` and `/account/re-sign-in.html` list the personas;
 * `?persona=<id>&redirect=<path>` signs in as that persona and redirects (same-origin paths only).
 */
import { Hono } from 'hono';
import { sameOriginPath } from '../../src/lib/same-origin-path.ts';
import { endSession, startSession } from '../auth.ts';
import type { SandboxContext, SandboxEnv, SandboxServices } from '../context';
import { esc, htmlPage } from '../../src/lib/html-page.ts';

/**
 * The redirect target of a sign-in page, callback or the SNAP page: a path of the request's own
 * origin (sameOriginPath), else `fallback`.
 */
export function safeRedirect(
  c: SandboxContext,
  value: string | undefined,
  fallback = '/freshpass/manage',
): string {
  return sameOriginPath(value, new URL(c.req.url).origin, fallback);
}

/** The sign-in routes. */
export function signInRoutes(s: SandboxServices) {
  const app = new Hono<SandboxEnv>();
  const handler = (title: string) => async (c: SandboxContext) => {
    const redirect = safeRedirect(c, c.req.query('redirect'));
    const id = c.req.query('persona');
    const persona = s.personas().find((p) => p.id === id);
    if (persona) {
      await startSession(c, persona, s);
      return c.redirect(redirect, 302);
    }
    const items = s
      .personas()
      .map((p) => {
        const href = `${c.req.path}?persona=${encodeURIComponent(p.id)}&redirect=${encodeURIComponent(redirect)}`;
        return `        <li><a href="${esc(href)}">${esc(p.id)}</a>: ${esc(p.label)}</li>`;
      })
      .join('\n');
    const unknown = id ? `      <p role="alert">There is no persona "${esc(id)}".</p>\n` : '';
    return c.html(
      htmlPage(
        title,
        `${unknown}      <p>Sandbox sign-in for ${esc(c.get('banner').displayName)}: choose a persona.</p>\n      <ul>\n${items}\n      </ul>`,
      ),
      id && !persona ? 404 : 200,
    );
  };
  app.get('/account/sign-in.html', handler('Sign in'));
  app.get('/account/re-sign-in.html', handler('Sign in again'));
  // Sign out (POST, so the anti-forgery guard covers it): the session and remembered cookies end.
  app.post('/account/sign-out', (c) => {
    endSession(c, s);
    c.header('Cache-Control', 'no-store');
    return c.json({ signedOut: true });
  });
  return app;
}
