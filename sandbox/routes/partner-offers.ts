/** `GET /api/partnerOffers/allocation`: partner and limited-time offers, bearer optional. */
import { Hono } from 'hono';
import type { SandboxEnv } from '../context';
import { fillPlaceholders } from '../../shared-node/served-content.ts';
import { SandboxError, refusal } from '../errors.ts';
import { partnerOffers } from '../plans.ts';

/**
 * Offers for the caller's banner. The list deliberately includes offers of another banner type
 * and of another program, which the client must filter out (contract §5).
 */
export function partnerOfferRoutes() {
  const app = new Hono<SandboxEnv>();
  app.get('/allocation', (c) => {
    const storeId = c.req.query('storeId');
    const pageSource = c.req.query('pageSource');
    if (!storeId || !pageSource) {
      throw new SandboxError(400, refusal.invalidRequest, 'storeId and pageSource are required');
    }
    const type = c.req.query('partnerOfferType');
    const banner = c.get('banner');
    const offers = partnerOffers
      .filter((o) => !type || o.partnerOfferType === type)
      .map((o) =>
        fillPlaceholders(
          JSON.parse(JSON.stringify(o).replaceAll('{bannerType}', banner.bannerType)) as typeof o,
          banner,
        ),
      );
    return c.json({ offers, signedIn: Boolean(c.get('claims')) });
  });
  return app;
}
