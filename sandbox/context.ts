/** The Hono environment shared by every sandbox route: state, banners and the caller's claims. */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { CookieNames } from '../src/api/cookie-names.ts';
import type { TokenClaims } from '../src/lib/subscription-contract.ts';
import type { Persona } from './personas';

export type { TokenClaims };
import type { SandboxState } from './state';

/** A banner file's fields the sandbox uses. */
export interface SandboxBanner {
  id: string;
  displayName: string;
  loyaltyProgramName: string;
  supportPhone: string;
  bannerType: string;
}

/** What every route can reach. */
export interface SandboxServices {
  state: SandboxState;
  root: string;
  banners: SandboxBanner[];
  /** Signs session cookies, tokens and anti-forgery tokens: random per start unless set. */
  secret: string;
  /** Cookies `Secure` with the `__Host-` prefix (every environment but the local sandbox). */
  secureCookies: boolean;
  /** The cookie names of that policy (cookieNamesFor). */
  cookies: CookieNames;
  /** The persona fixtures, for sign-in and user info. */
  personas: () => Persona[];
}

/** Hono's type parameters for the sandbox app. */
export interface SandboxEnv {
  Bindings: Partial<HttpBindings>;
  Variables: { claims: TokenClaims | undefined; banner: SandboxBanner };
}

/** A route handler's context. */
export type SandboxContext = Context<SandboxEnv>;
