import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/api-provider';
import { BannerProvider } from '../../content/banner-context';
import type { AppRoute } from './screen-loaders';
import { buildRoutes } from './router';

const root = resolve(import.meta.dirname, '../../..');

/** Serves content/<path>.json for /content/<banner>/<path>. */
function serveContent() {
  return vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).replace(/^.*\/content\/[^/]+\//, '');
    try {
      const body = readFileSync(resolve(root, 'content', `${path}.json`), 'utf8');
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    } catch {
      return new Response('{}', { status: 404 });
    }
  });
}

function fakeScreen(title: string): AppRoute['load'] {
  return async () => ({
    default: function FakeScreen() {
      return (
        <>
          <h1>{title}</h1>
          <Link to="/freshpass/manage/govassist">Go to SNAP</Link>
        </>
      );
    },
  });
}

const routes: AppRoute[] = [
  {
    path: '/freshpass/manage/freshpass-faq',
    screen: 'faq',
    needsSession: false,
    load: fakeScreen('FAQ page'),
  },
  {
    path: '/freshpass/manage/govassist',
    screen: 'gov',
    needsSession: false,
    load: fakeScreen('SNAP page'),
  },
];

/** A route whose screen's code comes in only when `arrive` is called. */
function heldScreen(route: AppRoute, title: string) {
  let release = () => undefined as void;
  const held: AppRoute = {
    ...route,
    load: () =>
      new Promise((resolve) => {
        release = () => resolve({ default: () => <h1>{title}</h1> });
      }),
  };
  return { route: held, arrive: () => release() };
}

/** Renders the app's providers around a router. */
function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  render(
    <StrictMode>
      <SWRConfig value={{ provider: () => new Map() }}>
        <BannerProvider bannerId="safeway">
          <ApiProvider banner="safeway">
            <RouterProvider router={router} />
          </ApiProvider>
        </BannerProvider>
      </SWRConfig>
    </StrictMode>,
  );
}

function show(url: string) {
  const router = createMemoryRouter(buildRoutes(routes), { initialEntries: [url] });
  renderRouter(router);
  return router;
}

describe('app routes', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', serveContent());
    window.scrollTo = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.className = '';
  });

  it.each([
    '/freshpass/manage/freshpass-faq',
    '/freshpass/manage/freshpass-faq.html',
    '/freshpass/manage/freshpass-faq/3132',
  ])('%s renders the lazy screen', async (url) => {
    show(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ page' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#fp-main',
    );
  });

  it.each(['/freshpass/manage/freshpass-faq/typo', '/nothing/here'])(
    '%s is the not-found page',
    async (url) => {
      show(url);
      expect(
        await screen.findByRole('heading', { level: 1, name: "We can't find that page" }),
      ).toBeVisible();
    },
  );

  it('neither moves focus nor announces on the first load (even in StrictMode)', async () => {
    show('/freshpass/manage/freshpass-faq');
    const heading = await screen.findByRole('heading', { level: 1, name: 'FAQ page' });
    await vi.waitFor(() => expect(document.title).toBe('FAQ page – Safeway'));
    expect(heading).not.toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('moves focus to the new h1, announces it and scrolls to the top on navigation', async () => {
    const user = userEvent.setup();
    show('/freshpass/manage/freshpass-faq');
    await screen.findByRole('heading', { level: 1, name: 'FAQ page' });
    vi.mocked(window.scrollTo).mockClear();
    await user.click(screen.getByRole('link', { name: 'Go to SNAP' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'SNAP page' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('SNAP page'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.title).toBe('SNAP page – Safeway');
  });

  it('turns on focus-visible mode at the first Tab and off at a click', async () => {
    const user = userEvent.setup();
    show('/freshpass/manage/freshpass-faq');
    const heading = await screen.findByRole('heading', { level: 1, name: 'FAQ page' });
    expect(document.body).not.toHaveClass('focus-visible-mode');
    await user.tab();
    expect(document.body).toHaveClass('focus-visible-mode');
    await user.click(heading);
    expect(document.body).not.toHaveClass('focus-visible-mode');
  });

  it("draws the shell and the loading state while the first screen's code loads", async () => {
    const { route: held, arrive } = heldScreen(routes[0], 'Held page');
    const router = createMemoryRouter(buildRoutes([held]), {
      initialEntries: ['/freshpass/manage/freshpass-faq?from=x'],
    });
    renderRouter(router);
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(document.querySelector('.fp-screen-loading')).not.toBeNull();
    arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'Held page' })).toBeVisible();
  });

  it("keeps the old screen until the new one's code is in, then shows it without a skeleton", async () => {
    const user = userEvent.setup();
    const { route: heldSnap, arrive } = heldScreen(routes[1], 'SNAP page');
    const router = createMemoryRouter(buildRoutes([routes[0], heldSnap]), {
      initialEntries: ['/freshpass/manage/freshpass-faq'],
    });
    renderRouter(router);
    await screen.findByRole('heading', { level: 1, name: 'FAQ page' });
    const skeletons: boolean[] = [];
    const watch = new MutationObserver(() =>
      skeletons.push(document.querySelector('.fp-screen-loading') !== null),
    );
    watch.observe(document.body, { childList: true, subtree: true });
    await user.click(screen.getByRole('link', { name: 'Go to SNAP' }));
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ page' })).toBeVisible();
    arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'SNAP page' })).toBeVisible();
    watch.disconnect();
    expect(skeletons).not.toContain(true);
  });

  it('does not render the screen being left again while the next one’s code loads', async () => {
    const user = userEvent.setup();
    const renders = { faq: 0 };
    const counted: AppRoute = {
      ...routes[0],
      load: async () => ({
        default: function CountedScreen() {
          renders.faq += 1;
          return <Link to="/freshpass/manage/govassist">Go to SNAP</Link>;
        },
      }),
    };
    const { route: heldSnap, arrive } = heldScreen(routes[1], 'SNAP page');
    const router = createMemoryRouter(buildRoutes([counted, heldSnap]), {
      initialEntries: ['/freshpass/manage/freshpass-faq'],
    });
    renderRouter(router);
    const link = await screen.findByRole('link', { name: 'Go to SNAP' });
    const before = renders.faq;
    await user.click(link);
    expect(router.state.navigation.state).toBe('loading');
    // The router's loading state renders the route's element again; the screen is memoised.
    expect(renders.faq).toBe(before);
    arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'SNAP page' })).toBeVisible();
  });

  it('deletes the elevate-session cookie on start', async () => {
    document.cookie = 'elevateSessionId=abc; path=/';
    show('/freshpass/manage/freshpass-faq');
    await screen.findByRole('heading', { level: 1, name: 'FAQ page' });
    expect(document.cookie).not.toContain('elevateSessionId');
  });
});
