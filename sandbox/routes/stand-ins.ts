/**
 * Plain stand-in pages for the retailer's pages the product links to (contract §2 "other paths"):
 * SNAP verification and how-it-works, sign-in callbacks, the old delivery-subscription
 * pages and the shop home. Messages come from the error catalogue. The partner pages are the app's
 * own screens (src/routes/route-table.ts), in the banner's shell.
 */
import { Hono } from 'hono';
import { readMergedContent } from '../../shared-node/content-files.ts';
import { readSession } from '../auth.ts';
import type { SandboxEnv, SandboxServices } from '../context';
import { fillPlaceholders } from '../../shared-node/served-content.ts';
import { esc, htmlPage } from '../../src/lib/html-page.ts';
import { link } from './html.ts';
import { safeRedirect } from './sign-in.ts';

/** The stand-in routes. */
export function standInRoutes(s: SandboxServices) {
  const app = new Hono<SandboxEnv>();
  const catalogueMessage = (bannerId: string, key: string): string => {
    const catalogue = readMergedContent(s.root, bannerId, 'error-catalogue');
    const messages = catalogue.messages as Record<string, string> | undefined;
    return messages?.[key] ?? String(catalogue.fallback);
  };

  app.get('/customer-account/discount-programs/snap', async (c) => {
    const session = await readSession(c, s);
    const account = session ? s.state.accountOfPersona(session.persona) : undefined;
    const banner = c.get('banner');
    // A flow that sent the shopper here (subscribe's SNAP step) names its way back; verifying
    // returns there at once, with the flow's zip and plan in that address.
    const returnTo = safeRedirect(c, c.req.query('redirect'), '') || undefined;
    const back = returnTo ?? '/freshpass/manage';
    const failed = esc(
      fillPlaceholders(
        String(readMergedContent(s.root, banner.id, 'error-catalogue').fallback),
        banner,
      ),
    );
    const here = new URL(c.req.url);
    let body: string;
    if (!account) {
      body = link(
        `/account/sign-in.html?redirect=${encodeURIComponent(here.pathname + here.search)}`,
        'Sign in to verify SNAP',
      );
    } else if (account.role !== 'primary') {
      const message = fillPlaceholders(catalogueMessage(banner.id, 'contactPrimaryHolder'), banner);
      body = `      <p role="alert">${esc(message)}</p>`;
    } else if (account.snapEligible) {
      body = `      <p>Confirm your household still receives SNAP benefits. Verification lasts one year.</p>
      <button id="reverify" type="button" data-done="Your SNAP eligibility is verified." data-failed="${failed}"${returnTo ? ` data-return="${esc(returnTo)}"` : ''}>Re-verify SNAP eligibility</button>
      <p id="snap-status" role="status"></p>`;
    } else {
      body = `      <p>Households that receive SNAP benefits get FreshPass at 50% off. Enter the number on the front of your EBT card to verify your eligibility. Verification lasts one year.</p>
      <form id="verify" novalidate data-done="Your SNAP eligibility is verified." data-failed="${failed}" data-invalid="Enter the 16 to 19 digits of your EBT card number." data-not-found="We couldn't find SNAP benefits for this EBT card. Check the number and try again."${returnTo ? ` data-return="${esc(returnTo)}"` : ''}>
        <p><label for="ebt-card">EBT card number</label><br /><input id="ebt-card" name="ebtCardNumber" inputmode="numeric" autocomplete="off" aria-describedby="ebt-error" /></p>
        <p id="ebt-error" role="alert"></p>
        <button type="submit">Verify SNAP eligibility</button>
      </form>
      <p id="snap-status" role="status"></p>`;
    }
    return c.html(
      htmlPage('SNAP verification', body + link(back, 'Back to FreshPass'), {
        script: '/__sandbox/pages/snap.js',
      }),
    );
  });
  app.get('/customer-account/discount-programs/snap/how-it-works', (c) =>
    c.html(
      htmlPage(
        'How SNAP savings work',
        '      <ol><li>Verify your SNAP eligibility.</li><li>Join FreshPass at 50% off.</li><li>Re-verify once a year; the discount lasts up to 24 months.</li></ol>' +
          link('/customer-account/discount-programs/snap', 'Verify SNAP eligibility') +
          link('/freshpass/manage/govassist', 'Back to FreshPass for SNAP'),
      ),
    ),
  );

  app.get('/osar/msi', (c) =>
    c.redirect(
      `/account/sign-in.html?redirect=${encodeURIComponent(safeRedirect(c, c.req.query('redirect')))}`,
      302,
    ),
  );
  app.get('/osar/msi/implicit/callback', (c) =>
    c.redirect(safeRedirect(c, c.req.query('redirect')), 302),
  );
  app.get('/erums/order/confirmation/implicit/callback', (c) =>
    c.redirect(safeRedirect(c, c.req.query('redirect'), '/freshpass/manage/confirmation'), 302),
  );

  app.get('/delivery-subscription/manage-delivery-subscription.html', (c) =>
    c.html(htmlPage('Delivery subscription', link('/freshpass/manage', 'Manage FreshPass'))),
  );
  app.get('/delivery-subscription/dsfaqs.html', (c) =>
    c.html(
      htmlPage(
        'Delivery subscription FAQ',
        link('/freshpass/manage/freshpass-faq', 'Read the FreshPass FAQ'),
      ),
    ),
  );
  app.get('/shop/home.html', (c) =>
    c.html(htmlPage(`Shop ${c.get('banner').displayName}`, link('/freshpass/manage', 'FreshPass'))),
  );
  return app;
}
