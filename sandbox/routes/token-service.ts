/**
 * The card frame stand-in (`/tokenservice/…`): a plain page and a same-origin script that
 * tokenise a test card and post the token, or the refusal code, to the parent window.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { readSession } from '../auth.ts';
import type { SandboxEnv, SandboxServices } from '../context';
import { SandboxError, refusal } from '../errors.ts';
import type { SandboxState } from '../state';
import type { Account, Tender, TenderBehaviour } from '../types';
import { readJson } from '../request-guards.ts';
import { esc } from '../../src/lib/html-page.ts';
import { submitLabel, themeQuery, themeStylesheet } from '../card-frame/frame-look.ts';

/** Test cards (digits only) and how a card tokenised from each behaves; 0002 never tokenises. */
export const testCards: Record<string, TenderBehaviour | 'refused'> = {
  '4111111111111111': 'ok',
  '4000000000000002': 'refused',
  '4000000000000341': 'enrolment-fails',
  '4000000000000069': 'refund-fails',
  '4000000000000119': 'renewal-declined',
  '4000000000003220': 'confirmation-pending',
};

/** Luhn check, so a mistyped number is refused like a real card form would. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 13 && digits.length <= 19 && sum % 10 === 0;
}

/**
 * The stored card a token stands for, used up by this save (issue 24): a token is good for one
 * save, by the customer it was made for. An unknown, used or another customer's token is a 400.
 * A retry after an unknown outcome resends the same Idempotency-Key, so it gets the first save's
 * stored answer (sandbox/idempotency.ts) and never needs the token again.
 */
export function tenderFromToken(state: SandboxState, account: Account, token: string): Tender {
  const card = state.cardTokens.get(token);
  if (!card || card.customer !== account.gid) {
    throw new SandboxError(400, refusal.invalidRequest, 'Unknown payment token');
  }
  state.cardTokens.delete(token);
  return { ...card.tender };
}

/** The strict policy, except that the app's own pages may frame the card page. */
const frameCsp =
  "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

const page = (name: string) => readFileSync(join(import.meta.dirname, '..', 'pages', name), 'utf8');

/** The frame page, its script and the tokenise call. */
export function tokenServiceRoutes(services: SandboxServices) {
  const app = new Hono<SandboxEnv>();
  // The page passes its theme and the button's words in the address (frame-look.ts).
  app.get('/frame.html', (c) => {
    c.header('Content-Security-Policy', frameCsp);
    const query = new URL(c.req.url).searchParams;
    const theme = themeQuery(query);
    return c.html(
      page('card-frame.html')
        .replace('{{themeQuery}}', theme ? esc(`?${theme}`) : '')
        .replace('{{submitLabel}}', esc(submitLabel(query))),
    );
  });
  app.get('/frame.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    return c.body(`${themeStylesheet(new URL(c.req.url).searchParams)}\n${page('card-frame.css')}`);
  });
  app.get('/frame.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(page('card-frame.js'));
  });
  app.post('/tokenize', async (c) => {
    const b: unknown = await readJson(c);
    const raw = b && typeof b === 'object' && 'cardNumber' in b ? String(b.cardNumber) : '';
    const expiry = b && typeof b === 'object' && 'expiry' in b ? String(b.expiry) : '';
    const digits = raw.replace(/[\s-]/g, '');
    const behaviour = testCards[digits] ?? (luhnValid(digits) ? 'ok' : 'refused');
    if (behaviour === 'refused' || !/^\d{2}\/\d{2}$/.test(expiry)) {
      throw new SandboxError(400, '00022', 'Card cannot be accepted');
    }
    const state = services.state;
    const token = `tok_${crypto.randomUUID()}`;
    const tender: Tender = {
      id: state.nextId('tender'),
      brand: digits.startsWith('4') ? 'VISA' : 'CARD',
      last4: digits.slice(-4),
      expiry,
      isDefault: true,
      behaviour,
    };
    // The token is the signed-in customer's (the frame is same-origin and sends the session).
    const session = await readSession(c, services);
    const customer = session ? (state.accountOfPersona(session.persona)?.gid ?? null) : null;
    state.addCardToken(token, { tender, customer });
    return c.json({ token, brand: tender.brand, last4: tender.last4 });
  });
  return app;
}
