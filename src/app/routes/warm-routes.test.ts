import cancelPlanLayout from '../../../content/screens/cancel-plan.json';
import toggles from '../../../content/feature-toggles.json';
import { createApiClient } from '../../api/client';
import { getEnvironment } from '../../api/environment';
import type { Session } from '../../api/session';
import type { RegisteredBlock } from '../../render/block-definition';
import type { Registry } from '../../render/registry';
import { SCREEN_ROUTES } from '../../routes/route-table';
import { forgetWarmedRoutes, warmRoute, type WarmTools } from './warm-routes';

const cancelRoute = SCREEN_ROUTES.find((route) => route.screen === 'cancel-plan')!;

/** A registry whose every block records what it was asked to prepare, by type. */
function preparing() {
  const prepared: string[] = [];
  const registry = {
    getIfExists: (type: string) => ({
      prepare: () => {
        prepared.push(type);
        return Promise.resolve();
      },
    }),
  } as unknown as Registry<RegisteredBlock>;
  return { prepared, registry };
}

function tools(overrides: Partial<WarmTools> = {}) {
  const read: string[] = [];
  const cached: Record<string, unknown> = {
    'feature-toggles': toggles,
    'ui-text': {},
    'error-catalogue': {},
    constants: {},
    'left-nav-v2': {},
  };
  const { prepared, registry } = preparing();
  const made: WarmTools = {
    bannerId: 'vons',
    cached: (path) => cached[path],
    content: (path) => {
      read.push(path);
      return Promise.resolve(path === 'screens/cancel-plan' ? cancelPlanLayout : {});
    },
    registry,
    ...overrides,
  };
  return { made, read, prepared };
}

beforeEach(() => forgetWarmedRoutes());

describe('warmRoute', () => {
  it("reads the screen's layout and the content its blocks show, once a page load", async () => {
    const { made, read, prepared } = tools();
    await warmRoute(cancelRoute, made);
    // The layout, then the pre-churn tiles its flag shows; nothing the page has read already.
    expect(read).toEqual(['screens/cancel-plan', 'pre-churn-tiles']);
    // Each block's code is prepared (the form's renderer and module), but not the rich-text
    // stack: the build's record of the route stands in for it.
    expect(prepared).toContain('form');
    expect(prepared).not.toContain('richText');
    await warmRoute(cancelRoute, made);
    expect(read).toHaveLength(2);
  });

  it('starts its reads and block code a task apart where the browser has a task scheduler', async () => {
    const posted: { run: () => void; priority: string }[] = [];
    vi.stubGlobal('scheduler', {
      postTask: (run: () => void, options: { priority: string }) =>
        new Promise<void>((resolve) =>
          posted.push({ run: () => resolve(run()), priority: options.priority }),
        ),
    });
    try {
      const { made, read, prepared } = tools();
      const done = warmRoute(cancelRoute, made);
      const runTask = async () => {
        posted.shift()?.run();
        await new Promise((resolve) => setTimeout(resolve, 0));
      };
      // The screen's code first; its record and layout each wait for a task of their own.
      expect(read).toEqual([]);
      await runTask();
      expect(read).toEqual([]);
      await runTask();
      expect(read).toEqual(['screens/cancel-plan']);
      expect(prepared).toEqual([]);
      // Beside the page's rendering, never ahead of it.
      expect(new Set(posted.map((task) => task.priority))).toEqual(new Set(['user-visible']));
      while (posted.length > 0) await runTask();
      await done;
      expect(read).toEqual(['screens/cancel-plan', 'pre-churn-tiles']);
      expect(prepared.length).toBeGreaterThan(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends the session reads of a route behind the session, for a signed-in shopper', async () => {
    const sent: string[] = [];
    const client = createApiClient({
      env: getEnvironment('local'),
      banner: 'vons-warm-test',
      cookies: () => '',
      fetch: (input) => {
        sent.push(new URL(String(input), 'http://vons.localhost').pathname);
        return Promise.resolve(new Response(JSON.stringify({ reasons: [] })));
      },
    });
    const session = { gid: 'gid-w', uuid: 'u', authToken: 'tok.en.x' } as Session;
    const { made } = tools({
      session: { client, session, answered: (key) => key[1] === 'subscription' },
    });
    await warmRoute(cancelRoute, made);
    expect(sent).toEqual([
      expect.stringMatching(/\/customers\/gid-w\/profile$/),
      expect.stringContaining('/cancel/reasons'),
    ]);
  });

  it('stops at a layout that cannot be read: the screen reads it when it shows', async () => {
    const { made, read, prepared } = tools({
      content: (path) => {
        read.push(path);
        return Promise.reject(new Error('offline'));
      },
    });
    await expect(warmRoute(cancelRoute, made)).resolves.toBeUndefined();
    expect(read).toEqual(['screens/cancel-plan']);
    expect(prepared).toEqual([]);
  });
});
