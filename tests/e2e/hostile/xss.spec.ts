/**
 * XSS through content: the DOMPurify project's payloads (tests/fixtures/xss/payloads.json) put
 * into the FAQ, the benefit tiles' rich titles and the terms through the sandbox's content
 * override (the terms both as a content block and through the real terms call on the subscribe
 * account step), rendered by the production build under the strict CSP. Nothing may run: no dialog,
 * no new global, no script-bearing URL or event handler left in the DOM, no uncaught error, and no
 * CSP violation by any element of the live page (so a payload the sanitiser missed cannot hide
 * behind the policy).
 * No axe run here: the payloads are deliberately bad markup (images without alt, empty links), and
 * accessibility of real content is checked by the other specs.
 */
import type { Page } from '@playwright/test';
import { signIn } from '../fixtures';
import { bareTest as test, expect, layout, repoJson } from './sandbox';

interface Payload {
  category: string;
  title: string;
  payload: string;
}
const { payloads } = repoJson<{ payloads: Payload[] }>('tests/fixtures/xss/payloads.json');

/** Records dialogs and calls to dialog-like functions before any app script runs. */
async function armTraps(page: Page): Promise<{ dialogs: string[]; pageErrors: string[] }> {
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__xssCalls = [];
    // A violation by an element of this document means hostile markup reached the live page.
    // (Violations reported while the sanitiser parses raw HTML in its own inert document reach
    // this document with the document itself as target; those are refusals, not page content.)
    w.__liveViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const target = event.target;
      if (target instanceof Element) {
        (w.__liveViolations as string[]).push(
          `${event.violatedDirective} on <${target.localName}>`,
        );
      }
    });
    for (const name of ['alert', 'confirm', 'prompt', 'print']) {
      w[name] = (...args: unknown[]) => (w.__xssCalls as unknown[]).push([name, ...args]);
    }
  });
  return { dialogs, pageErrors };
}

/** Window keys, to compare a clean render with a hostile one. */
async function globals(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window).sort());
}

/** Every attribute in the app that could run script: handlers, script URLs, srcdoc. */
async function dangerousAttributes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const scriptUrl = /^(javascript|vbscript|livescript):/i;
    for (const el of Array.from(document.querySelectorAll('#root *'))) {
      for (const attr of Array.from(el.attributes)) {
        // Browsers ignore control characters and whitespace before a scheme; so do we.
        const value = attr.value.replace(
          // eslint-disable-next-line no-control-regex -- matching control characters is the point
          /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u200b\u2028\u2029\u205f\u3000\ufeff]/g,
          '',
        );
        const name = attr.name.toLowerCase();
        if (name.startsWith('on') || name === 'srcdoc' || scriptUrl.test(value)) {
          found.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value.slice(0, 40)}">`);
        }
        if (/^data:/i.test(value) && !(el.tagName === 'IMG' && name === 'src')) {
          found.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value.slice(0, 40)}">`);
        }
      }
      if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'BASE', 'META', 'FORM'].includes(el.tagName)) {
        found.push(`<${el.tagName.toLowerCase()}>`);
      }
    }
    const anchors = Array.from(document.querySelectorAll<HTMLAnchorElement>('#root a[href]'));
    for (const a of anchors) if (a.protocol === 'javascript:') found.push(`<a href="${a.href}">`);
    return found;
  });
}

/** The same content with every payload swapped for plain text: the clean baseline. */
function build(kind: string, text: (p: Payload, i: number) => string): unknown {
  if (kind === 'faq') {
    return {
      displayType: 'expanded',
      sections: payloads.map((p, i) => ({ id: `s${i}`, title: `Question ${i}`, html: text(p, i) })),
    };
  }
  if (kind === 'benefit-tiles') {
    return {
      title: 'Benefits',
      tiles: payloads.map((p, i) => ({
        id: `t${i}`,
        image: '/content-assets/free-delivery.svg',
        imageAlt: '',
        title: `Tile ${i} ${text(p, i)}`,
        rule: `Rule ${i}`,
      })),
    };
  }
  return {
    title: 'Terms',
    html: `<p>Terms start.</p>${payloads.map((p, i) => `<div>${text(p, i)}</div>`).join('')}`,
  };
}

/** Where hostile content is shown, as whom, and what the clean page itself legitimately has. */
interface XssCase {
  name: string;
  persona: string;
  path: string;
  content: string;
  /** A layout override putting the content in a block of this screen; none: the real layout. */
  screen?: string;
  block?: unknown;
  marker: string;
  /** Opens what holds the content, as a shopper reading it would (the terms' disclosure). */
  reveal?: (page: Page) => Promise<void>;
  /** Waits for the rest of the screen (a lazily loaded form) once the marker shows. */
  ready?: (page: Page) => Promise<void>;
  /** What dangerousAttributes finds on the clean page (the account step's own form). */
  cleanFinds?: string[];
}

const cases: XssCase[] = [
  {
    name: 'FAQ sections',
    persona: 'active-monthly',
    path: '/freshpass/manage/freshpass-faq',
    screen: 'freshpass-faq',
    content: 'faq',
    block: { type: 'accordion', id: 'faq', data: 'content:faq', props: {} },
    marker: 'Question 0',
  },
  {
    name: "benefit tiles' rich titles",
    persona: 'active-monthly',
    path: '/freshpass/manage',
    screen: 'manage',
    content: 'benefit-tiles',
    block: { type: 'benefitTiles', id: 'tiles', data: 'content:benefit-tiles', props: {} },
    marker: 'Rule 0',
  },
  {
    name: 'terms',
    persona: 'active-monthly',
    path: '/freshpass/manage',
    screen: 'manage',
    content: 'terms',
    block: { type: 'richText', id: 'terms', data: 'content:terms', props: { html: '<p>x</p>' } },
    marker: 'Terms start.',
  },
  {
    // The real terms call (subscription/user/terms/…) answers from the same content, so the
    // override reaches the subscribe account step through the service, in its shipped layout.
    name: 'terms from the terms call on the subscribe account step',
    persona: 'new-shopper',
    path: '/freshpass/manage/subscribe?zip=94110&plan=annual',
    content: 'terms',
    marker: 'Terms start.',
    reveal: (page) => page.getByText('Read the FreshPass terms and conditions').click(),
    ready: (page) => expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible(),
    cleanFinds: ['<form>'],
  },
];

for (const c of cases) {
  test(`XSS payloads in the ${c.name} run nothing and leave no script URL`, async ({
    page,
    sandbox,
  }) => {
    if (c.screen) {
      const heading = {
        type: 'heading',
        id: 'hostile',
        props: { text: 'Hostile content', level: 2 },
      };
      await sandbox.putContent(
        `screens/${c.screen}`,
        layout(c.screen, 'Hostile content', [heading, c.block]),
      );
    }
    await sandbox.putContent(
      c.content,
      build(c.content, (_, i) => `Plain text ${i}`),
    );
    const { dialogs, pageErrors } = await armTraps(page);
    await signIn(page, c.persona, c.path);
    await c.reveal?.(page);
    await expect(page.getByText(c.marker, { exact: true })).toBeVisible();
    await c.ready?.(page);
    const clean = await globals(page);
    expect(await dangerousAttributes(page), 'the clean page').toEqual(c.cleanFinds ?? []);

    await sandbox.putContent(
      c.content,
      build(c.content, (p) => p.payload),
    );
    await page.reload();
    await c.reveal?.(page);
    await expect(page.getByText(c.marker, { exact: true })).toBeVisible();
    await c.ready?.(page);
    // Give lazy payloads (timers, image errors, focus and hover handlers) time to fire.
    await page.keyboard.press('Tab');
    await page.mouse.move(200, 300);
    await page.waitForTimeout(1000);

    expect(dialogs, 'dialogs opened').toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __xssCalls: unknown[] }).__xssCalls),
    ).toEqual([]);
    expect(await globals(page), 'globals set by content').toEqual(clean);
    expect(await dangerousAttributes(page)).toEqual(c.cleanFinds ?? []);
    expect(
      await page.evaluate(
        () => (window as unknown as { __liveViolations: string[] }).__liveViolations,
      ),
      'CSP violations by elements of the live page',
    ).toEqual([]);
    expect(pageErrors, 'uncaught page errors').toEqual([]);
  });
}
