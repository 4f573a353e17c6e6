/**
 * The card frame and the SNAP page in a real browser (shared-node/find-browser.ts), served by the web server:
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
import { findBrowser, launchOptions } from '../shared-node/find-browser';
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
  browser = await chromium.launch(launchOptions(found));
}, 30_000);

afterAll(async () => {
  await browser?.close();
  if (server) await new Promise<void>((done) => server.close(() => done()));
});

type Message = { origin: string; data: Record<string, unknown> };

async function framePage(query = ''): Promise<Page> {
  const page = await browser.newPage();
  page.on('console', (m) => {
    if (/Content Security Policy|Permissions[- ]Policy/i.test(m.text()))
      headerErrors.push(m.text());
  });
  await page.goto(`${base}/freshpass/manage/update-payments`);
  await page.evaluate((extra) => {
    const w = window as unknown as { messages: unknown[] };
    w.messages = [];
    window.addEventListener('message', (e) => w.messages.push({ origin: e.origin, data: e.data }));
    const frame = document.createElement('iframe');
    frame.src = `/tokenservice/frame.html?parentOrigin=${encodeURIComponent(location.origin)}${extra}`;
    frame.title = 'Card details';
    document.body.append(frame);
  }, query);
  return page;
}

async function submitCard(page: Page, number: string, button = 'Save card') {
  const frame = page.frameLocator('iframe[title="Card details"]');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/29');
  await frame.getByLabel('Security code').fill('123');
  await frame.getByRole('button', { name: button }).click();
  // Size reports come and go; the first card message is the answer.
  const first = () =>
    (window as unknown as { messages: Message[] }).messages.find(
      (m) => m.data.type === 'freshpass-card',
    );
  await page.waitForFunction(first);
  return page.evaluate(first);
}

/** The frame's document, for reading what it shows. */
async function frameOf(page: Page) {
  const handle = await page.waitForSelector('iframe[title="Card details"]');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('no frame');
  await frame.waitForSelector('#card-form button');
  return frame;
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

  it("wears the page's theme through its own stylesheet, under the strict CSP, with the page's button words", async () => {
    const theme = new URLSearchParams({
      font: 'Georgia, serif',
      primary: '#005A3C',
      onPrimary: '#FFFFFF',
      radius: '4px',
      label: 'Join the Monthly plan for $9.99',
    });
    const page = await framePage(`&${theme.toString()}`);
    const frame = await frameOf(page);
    const look = await frame.evaluate(() => {
      const button = document.querySelector('button')!;
      const input = document.querySelector('input')!;
      return {
        font: getComputedStyle(document.body).fontFamily,
        buttonBackground: getComputedStyle(button).backgroundColor,
        buttonFont: getComputedStyle(button).fontFamily,
        inputRadius: getComputedStyle(input).borderTopLeftRadius,
        label: button.textContent,
        inlineStyles: document.querySelectorAll('[style], style').length,
      };
    });
    expect(look).toEqual({
      font: 'Georgia, serif',
      buttonBackground: 'rgb(0, 90, 60)',
      buttonFont: 'Georgia, serif',
      inputRadius: '4px',
      label: 'Join the Monthly plan for $9.99',
      inlineStyles: 0,
    });
    await page.close();
    expect(headerErrors).toEqual([]);
  }, 30_000);

  it('drops a theme value or label of the wrong shape, so nothing is injected', async () => {
    const page = await framePage(
      `&${new URLSearchParams({ primary: 'red;}body{display:none', label: 'x'.repeat(81) }).toString()}`,
    );
    const frame = await frameOf(page);
    expect(await frame.locator('button').textContent()).toBe('Save card');
    expect(await frame.evaluate(() => getComputedStyle(document.body).display)).toBe('block');
    await page.close();
  }, 30_000);

  it('keeps nothing of the number or code on screen once saved, and shows which card it was', async () => {
    const page = await framePage();
    await submitCard(page, '4111 1111 1111 1111');
    const frame = await frameOf(page);
    // Until the page has saved the card, what was typed stays (a failed save is retried).
    expect(await frame.locator('#card-number').inputValue()).toBe('4111 1111 1111 1111');
    await page.evaluate(() =>
      document
        .querySelector('iframe')!
        .contentWindow!.postMessage({ type: 'freshpass-card-saved' }, location.origin),
    );
    await expect
      .poll(() => frame.locator('#card-status').textContent())
      .toBe('Visa ending 1111 saved.');
    for (const id of ['#card-number', '#card-expiry', '#card-cvv'])
      expect(await frame.locator(id).inputValue(), id).toBe('');
    expect(await frame.locator('body').innerText()).not.toMatch(/4111|123\b/);
    await page.close();
  }, 30_000);

  it('shows no message of its own for a refused card (the page shows the catalogue one)', async () => {
    const page = await framePage();
    await submitCard(page, '4000 0000 0000 0002');
    const frame = await frameOf(page);
    expect(await frame.locator('#card-status').textContent()).toBe('');
    expect(await frame.locator('body').innerText()).not.toMatch(/00022|refused/i);
    // What the shopper typed stays, to correct it.
    expect(await frame.locator('#card-number').inputValue()).toBe('4000 0000 0000 0002');
    await page.close();
  }, 30_000);

  it('reports its content height, so text spacing (WCAG 1.4.12) never hides the button', async () => {
    const page = await framePage();
    const frame = await frameOf(page);
    await frame.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(
        '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
      );
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    const bottom = await frame.evaluate(() =>
      Math.ceil(document.querySelector('button')!.getBoundingClientRect().bottom),
    );
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.max(
            0,
            ...(window as unknown as { messages: Message[] }).messages
              .filter((m) => m.data.type === 'freshpass-card-size')
              .map((m) => Number(m.data.height)),
          ),
        ),
      )
      .toBeGreaterThanOrEqual(bottom);
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
