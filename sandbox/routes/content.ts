/**
 * The content service: `GET /content/<banner>/<path>` serves content/<path>.json merged with the
 * banner's override, or the raw text put with `PUT /__sandbox/content/<path>` until reset.
 * Left-nav payloads get their `{banner}`-style placeholders filled, as the real API does.
 */
import { Hono } from 'hono';
import { ContentNotFoundError } from '../../shared-node/content-files.ts';
import { servedContent } from '../../shared-node/served-content.ts';
import type { SandboxEnv, SandboxServices } from '../context';
import { SandboxError } from '../errors.ts';

/** The raw text put for a fragment with `PUT /__sandbox/content/…`, banner-specific first. */
export function contentOverride(
  s: SandboxServices,
  bannerId: string,
  path: string,
): string | undefined {
  return s.state.contentOverrides.get(`${bannerId}/${path}`) ?? s.state.contentOverrides.get(path);
}

/** The content routes, mounted at `/content`. */
export function contentRoutes(s: SandboxServices) {
  const app = new Hono<SandboxEnv>();
  app.get('/:banner/*', (c) => {
    const bannerId = c.req.param('banner');
    const banner = s.banners.find((b) => b.id === bannerId);
    if (!banner) throw new SandboxError(404, '0001', `No banner "${bannerId}"`);
    const path = c.req.path.slice(`/content/${bannerId}/`.length).replace(/\.json$/, '');
    c.header('Cache-Control', 'no-store');
    const override = contentOverride(s, bannerId, path);
    if (override !== undefined) {
      c.header('Content-Type', 'application/json; charset=utf-8');
      return c.body(override);
    }
    try {
      return c.json(servedContent(s.root, banner, path));
    } catch (error) {
      if (error instanceof ContentNotFoundError) {
        throw new SandboxError(404, '0000', `No content at "${path}"`);
      }
      throw error;
    }
  });
  return app;
}
