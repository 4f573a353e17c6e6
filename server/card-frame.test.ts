/**
 * The card frame and the SNAP page in a real browser (scripts/lib/find-browser.ts), served by the web server:
 * their same-origin scripts run under the strict CSP and the Permissions-Policy (which turns off
 * `payment`: the frame is a plain form) and post to the parent window, as the app's payment
 * screens expect. Chromium reports nothing about either header.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_ARGS, findBrowser } from '../scripts/lib/find-browser';
import { createServerApp } from './app';

const found = await findBrowser().catch(() => undefined);

let server: ServerType;
let browser: Browser;
let base = '';
const headerErrors: string[] = [];

beforeAll(async () => {
  if (!found) return;
  const dist = mkdtempSync(join(tmpdir(), 'freshpass-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  const { app } = createServerApp({ distDir: dist, sandbox: { today: '2026-03-10' } });
  server = await new Promise((done) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: found.path,
    args: BROWSER_ARGS,
  });
}, 30_000);

afterAll(async () => {
  await browser?.close();
  if (server) await new Promise<void>((done) => server.close(() => done()));
});

async function framePage(): Promise<Page> {
  const page = await browser.newPage();
  page.on('console', (m) => {
    if (/Content Security Policy|Permissions[- ]Policy/i.test(m.text()))
      headerErrors.push(m.text());
  });
  await page.goto(`${base}/freshpass/manage/update-payments`);
  await page.evaluate(() => {
    const w = window as unknown as { messages: unknown[] };
    w.messages = [];
    window.addEventListener('message', (e) => w.messages.push({ origin: e.origin, data: e.data }));
    const frame = document.createElement('iframe');
    frame.src = `/tokenservice/frame.html?parentOrigin=${encodeURIComponent(location.origin)}`;
    frame.title = 'Card details';
    document.body.append(frame);
  });
  return page;
}

async function submitCard(page: Page, number: string) {
  const frame = page.frameLocator('iframe[title="Card details"]');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/29');
  await frame.getByLabel('Security code').fill('123');
  await frame.getByRole('button', { name: 'Save card' }).click();
  await page.waitForFunction(
    () => (window as unknown as { messages: unknown[] }).messages.length > 0,
  );
  return page.evaluate(
    () =>
      (window as unknown as { messages: Array<{ origin: string; data: Record<string, string> }> })
        .messages[0],
  );
}

// A browser is a stated prerequisite of the test suite (npm install brings one).
describe.skipIf(!found)('card frame in a browser', () => {
  it('posts a token for 4111 1111 1111 1111 to the parent origin', async () => {
    const page = await framePage();
    const message = await submitCard(page, '4111 1111 1111 1111');
    expect(message?.origin).toBe(base);
    expect(message?.data).toMatchObject({ type: 'freshpass-card', brand: 'VISA', last4: '1111' });
    expect(message?.data.token).toMatch(/^tok_/);
    await page.close();
  }, 30_000);

  it('posts 00022 for 4000 0000 0000 0002', async () => {
    const page = await framePage();
    const message = await submitCard(page, '4000 0000 0000 0002');
    expect(message?.data).toEqual({ type: 'freshpass-card', code: '00022' });
    await page.close();
  }, 30_000);

  it('re-verifies SNAP from the stand-in page and reactivates the plan', async () => {
    const page = await browser.newPage();
    await page.goto(
      `${base}/account/sign-in.html?persona=suspended-snap&redirect=/customer-account/discount-programs/snap`,
    );
    await page.getByRole('button', { name: 'Re-verify SNAP eligibility' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Your SNAP eligibility is verified.');
    const status = await page.evaluate(async () => {
      const info = (await (await fetch('/bin/swy/unified/userinfo')).json()) as {
        SWY_SHOP_TOKEN: string;
        customerId: string;
      };
      const res = await fetch(`/api/subscription/user/get/${info.customerId}`, {
        headers: { authorization: `Bearer ${info.SWY_SHOP_TOKEN}` },
      });
      return ((await res.json()) as { status: string }).status;
    });
    expect(status).toBe('ACTIVE');
    await page.close();
    expect(headerErrors).toEqual([]);
  }, 30_000);
});
