/**
 * The sandbox panel's pure decisions: which fault a choice arms, where a persona or banner switch
 * goes, how armed faults and the mutation log read. Unit-tested in panel-logic.test.ts.
 */
import type { SandboxPanel } from '../../content/generated/types/sandbox-panel';
import type { AppliedMutation, Fault, PanelFault } from './controls-client';

/** The faults the panel offers (labels in content/sandbox-panel.json `faults.kinds`). */
export type PanelFaultKind = keyof SandboxPanel['faults']['kinds'];

/** How long the panel's delay fault holds a call: long enough to see every loading state. */
export const PANEL_DELAY_MS = 10_000;

/** The fault armed for a call: until cleared, on that call's method and path. */
export function faultFor(
  call: { method: string; path: string },
  kind: PanelFaultKind,
  code: string,
): PanelFault {
  const base = { method: call.method, path: call.path };
  switch (kind) {
    case 'server-error':
      return { ...base, status: 500 };
    case 'network':
      return { ...base, kind: 'network' };
    case 'malformed':
      return { ...base, kind: 'malformed' };
    case 'delay':
      return { ...base, delayMs: PANEL_DELAY_MS };
    case 'code':
      return { ...base, status: 400, code };
  }
}

/** One armed fault in a line: `POST /subscription/user/cancel/ → 400 00013`. */
export function describeFault(fault: Fault): string {
  const what = fault.kind
    ? fault.kind
    : fault.status
      ? `${fault.status}${fault.code ? ` ${fault.code}` : ''}`
      : fault.delayMs
        ? `${fault.delayMs} ms delay`
        : 'armed';
  const delay =
    fault.kind || fault.status ? (fault.delayMs ? ` after ${fault.delayMs} ms` : '') : '';
  return `${fault.method ?? 'ANY'} ${fault.path} → ${what}${delay}`;
}

/** The page's own path, query and hash: what a switch keeps. */
function here(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Signing in as `persona` through the sandbox's sign-in page, back on the same route. */
export function personaSwitchUrl(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  persona: string,
): string {
  const query = new URLSearchParams({ persona, redirect: here(location) });
  return `/account/sign-in.html?${query.toString()}`;
}

/**
 * The same route on `<banner>.localhost` (same port). Sessions are per host, so a signed-in
 * shopper is signed in again there as the same persona.
 */
export function bannerSwitchUrl(
  location: Pick<Location, 'protocol' | 'port' | 'pathname' | 'search' | 'hash'>,
  banner: string,
  persona: string | null,
): string {
  const origin = `${location.protocol}//${banner}.localhost${location.port ? `:${location.port}` : ''}`;
  return persona ? `${origin}${personaSwitchUrl(location, persona)}` : `${origin}${here(location)}`;
}

/** The mutation log as the panel shows it: newest first. */
export function newestFirst(mutations: readonly AppliedMutation[]): AppliedMutation[] {
  return [...mutations].reverse();
}

/** A card number in groups of four, as a shopper types it. */
export function groupedCard(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}
