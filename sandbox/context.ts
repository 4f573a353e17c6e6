/** The Hono environment shared by every sandbox route: state, banners and the caller's claims. */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { CookieNames } from '../src/api/cookie-names.ts';
import { fillLoyaltyProgram } from '../src/lib/loyalty-program.ts';
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

/**
 * Fills `{banner}`, `{phone}`, `{loyaltyProgram}` and `{product}` in every string of a value, as
 * the retailer's services do (the left-nav payload arrives filled). `{loyaltyProgram}` never
 * repeats the program name's last word (fillLoyaltyProgram, shared with the app).
 */
export function fillPlaceholders<T>(value: T, banner: SandboxBanner): T {
  const map: Record<string, string> = {
    banner: banner.displayName,
    phone: banner.supportPhone,
    product: 'FreshPass',
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      return fillLoyaltyProgram(v, banner.loyaltyProgramName).replace(
        /\{(banner|phone|product)\}/g,
        (_, k: string) => map[k] ?? _,
      );
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  return walk(value) as T;
}
