/**
 * Test-only helpers (imported by src/api *.test.tsx, never by app code): a signed-in user-info
 * answer with a real-shaped token, and the hooks mounted under their own SWR cache with a fetch
 * that records every request and answers through a test's route.
 */
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiProvider } from '../api-provider';
import { getEnvironment } from '../environment';

const b64 = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, '');
const exp = Math.floor(Date.now() / 1000) + 3600;

/** A token carrying the claims of contract §3 for gid-1 / uuid-1, valid for an hour. */
export const token = `${b64({ alg: 'HS256' })}.${b64({ aln: '1', hid: 'h', zip: '94588', gid: 'gid-1', uuid: 'uuid-1', exp, firstName: 'A', lastName: 'B', role: 'primary' })}.sig`;

/** The user-info answer of a signed-in shopper. */
export const signedIn = { SWY_SHOP_TOKEN: token, userType: 'C', expireTime: exp * 1000 };

/** A subscription answer that passes the client's shape check. */
export const subscription = {
  status: 'ACTIVE',
  planCode: 'annual',
  planType: 'annual',
  fee: 99,
  renewalDate: '2027-01-01',
  previousStatus: null,
  pendingSubscriptionType: null,
  pendingFee: null,
  freeTrialEndDate: null,
};

/** A JSON response. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** Answers one request of a test. */
export type Route = (url: string, init: RequestInit) => Response | Promise<Response>;

/** One request as sent. */
export interface SentCall {
  url: string;
  method: string;
  body?: string;
}

/** A wrapper for renderHook and the list of requests the hooks sent. */
export function harness(route: Route) {
  const calls: SentCall[] = [];
  const fetchMock = (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      ...(typeof init.body === 'string' ? { body: init.body } : {}),
    });
    return Promise.resolve(route(String(input), init));
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiProvider banner="vons" env={getEnvironment('local')} fetch={fetchMock as typeof fetch}>
        {children}
      </ApiProvider>
    </SWRConfig>
  );
  return { calls, wrapper };
}
