/**
 * The sandbox: one Hono app with every stand-in service, shared by the Vite dev middleware
 * (sandbox/vite-plugin.ts) and the web server of `npm start` (server/app.ts).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import { listBanners } from '../shared-node/content-files.ts';
import { cookieNamesFor, headerNames } from '../src/api/cookie-names.ts';
import { getEnvironment } from '../src/api/environment.ts';
import { csrfGuard } from './auth.ts';
import type { SandboxBanner, SandboxEnv, SandboxServices } from './context.ts';
import { SandboxError } from './errors.ts';
import { faultInjector } from './faults.ts';
import { hostNamesOf, requestHost, servedHosts } from './hosts.ts';
import { idempotency } from './idempotency.ts';
import { MemoryBudget } from './memory-budget.ts';
import {
  canonicalPaths,
  jsonControls,
  limitBodies,
  noStore,
  sameSiteMutations,
} from './request-guards.ts';
import { contentRoutes } from './routes/content.ts';
import { htmlPage } from '../src/lib/html-page.ts';
import { oneLine } from '../src/lib/one-line.ts';
import { link } from './routes/html.ts';
import { controlRoutes } from './routes/controls.ts';
import { serviceRoutes } from './routes/services.ts';
import { signInRoutes } from './routes/sign-in.ts';
import { standInRoutes } from './routes/stand-ins.ts';
import { tokenServiceRoutes } from './routes/token-service.ts';
import { userInfoRoutes } from './routes/userinfo.ts';
import { SandboxState } from './state.ts';
import { TenantStates } from './tenants.ts';

/** Path prefixes the sandbox answers; everything else is the app (or its static files). */
export const sandboxPrefixes = [
  '/api/',
  '/bin/',
  '/content/',
  '/__sandbox/',
  '/tokenservice/',
  '/account/',
  '/osar/',
  '/erums/',
  '/delivery-subscription/',
  '/customer-account/',
  '/shop/',
];

/** True when a request path belongs to the sandbox rather than to the app. */
export function isSandboxPath(pathname: string): boolean {
  return sandboxPrefixes.some((p) => pathname.startsWith(p) || `${pathname}/` === p);
}

/** Options for tests: a fixed start date and another project root. */
export interface SandboxOptions {
  root?: string;
  today?: string;
  /** Else `SANDBOX_SECRET`, else random per start (sessions end when the sandbox restarts). */
  secret?: string;
  /** Else from the environment of `VITE_FRESHPASS_ENV` (only `local` has plain cookies). */
  secureCookies?: boolean;
  /** Names served beside loopback, `*.localhost` and IP literals (default: `HOST`'s, sandbox/hosts.ts). */
  hosts?: string[];
  /** Bytes all tenants may hold together (sandbox/memory-budget.ts); default 128 MB. */
  memoryBudget?: number;
}

/** The secret of a sandbox start: the option, `SANDBOX_SECRET`, or 32 random bytes. */
export function sandboxSecret(option: string | undefined): string {
  return option || process.env.SANDBOX_SECRET || randomBytes(32).toString('base64url');
}

/** The banner a request is for: the banner header, else `<banner>.localhost`, else the fallback. */
function bannerOf(
  banners: SandboxBanner[],
  header: string | undefined,
  host: string,
): SandboxBanner | undefined {
  if (header !== undefined) return banners.find((b) => b.id === header);
  const sub = host.split(':')[0]?.split('.')[0] ?? '';
  return banners.find((b) => b.id === sub) ?? banners[0];
}

/** Builds the sandbox app and its state. */
export function createSandbox(options: SandboxOptions = {}) {
  const root = options.root ?? resolve(import.meta.dirname, '..');
  // One memory budget for every tenant (sandbox/memory-budget.ts).
  const budget = new MemoryBudget(options.memoryBudget);
  const state = new SandboxState({ today: options.today, budget });
  const tenants = new TenantStates(
    state,
    () => new SandboxState({ today: options.today, personas: state.personas, budget }),
  );
  const secureCookies =
    options.secureCookies ?? getEnvironment(process.env.VITE_FRESHPASS_ENV).secureCookies;
  const services: SandboxServices = {
    get state() {
      return tenants.state();
    },
    root,
    banners: listBanners(root) as unknown as SandboxBanner[],
    secret: sandboxSecret(options.secret),
    secureCookies,
    cookies: cookieNamesFor({ secureCookies }),
    personas: () => state.personas,
  };
  const app = new Hono<SandboxEnv>();

  app.onError((error, c) => {
    if (error instanceof SandboxError) {
      return c.json({ code: error.code, message: error.message }, error.status as 400);
    }
    // One line, the request's values escaped (a message may quote them); the stack's frames are
    // the code's own locations.
    const frames =
      error.stack
        ?.split('\n')
        .slice(1, 6)
        .map((f) => f.trim()) ?? [];
    console.error(
      `[sandbox] 500 ${oneLine(c.req.method, 16)} ${oneLine(c.req.path)}: ${oneLine(error.message, 300)} ${frames.join(' ')}`,
    );
    return c.json({ code: '0007', message: 'Internal server error' }, 500);
  });

  app.use('*', noStore());
  app.use('*', servedHosts(options.hosts ?? hostNamesOf(process.env.HOST)));
  app.use('*', canonicalPaths());
  app.use('*', limitBodies());
  app.use('*', sameSiteMutations());
  app.use('*', jsonControls());
  app.use('*', tenants.middleware());
  app.use('*', csrfGuard(services));
  app.use('*', async (c, next) => {
    const banner = bannerOf(services.banners, c.req.header(headerNames.banner), requestHost(c));
    if (!banner) throw new SandboxError(400, '0001', 'Unknown banner');
    c.set('banner', banner);
    await next();
  });
  app.use('*', faultInjector(services));
  app.use('*', idempotency(services));

  app.route('/', userInfoRoutes(services));
  app.route('/api', serviceRoutes(services));
  app.route('/content', contentRoutes(services));
  app.route('/__sandbox', controlRoutes(services));
  app.get('/__sandbox/pages/snap.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(readFileSync(join(import.meta.dirname, 'pages', 'snap.js'), 'utf8'));
  });
  app.route('/tokenservice', tokenServiceRoutes(services));
  app.route('/', signInRoutes(services));
  app.route('/', standInRoutes(services));
  app.notFound((c) => {
    const isPage =
      c.req.method === 'GET' &&
      /^\/(account|rewards|shop|customer-account|delivery-subscription)\//.test(c.req.path);
    if (isPage) {
      const body = `      <p>This page of the retailer's site is not part of the sandbox.</p>\n${link('/freshpass/manage', 'Manage FreshPass')}`;
      return c.html(htmlPage('Not in the sandbox', body), 404);
    }
    return c.json({ code: '0000', message: `Nothing at ${c.req.path}` }, 404);
  });
  /** Reads banners/ again (the server calls it after it rebuilds with a new banner). */
  const reloadBanners = () => {
    services.banners = listBanners(root) as unknown as SandboxBanner[];
  };
  return { app, state, budget, reloadBanners };
}
