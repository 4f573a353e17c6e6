import { createApiClient } from './client';
import { cancelReasonsKey } from './endpoints/cancel-reasons-call';
import { getEnvironment } from './environment';
import { apiKey } from './keys';
import {
  EARLY_HOLD_MS,
  holdEarly,
  holdsAnyEarly,
  takeEarly,
  takeEarlyAnswer,
  warmSessionReads,
} from './early-reads';
import type { Session } from './session';

describe('calls held for their hooks', () => {
  it('gives a held call once, then nothing (a later fetch is a fresh call)', async () => {
    const key = apiKey('subscription', 'gid-held');
    const call = Promise.resolve('answer');
    holdEarly(key, call, 1_000);
    expect(takeEarly(apiKey('subscription', 'other'), 1_000)).toBeUndefined();
    await expect(takeEarly(key, 1_500)).resolves.toBe('answer');
    expect(takeEarly(key, 1_600)).toBeUndefined();
  });

  it('drops a call its hook did not take up in time', () => {
    const key = apiKey('cancel-reasons', 'stale');
    holdEarly(key, Promise.resolve([]), 0);
    expect(takeEarly(key, EARLY_HOLD_MS + 1)).toBeUndefined();
  });

  it('keeps a failed call from counting as unhandled until the hook reads it', async () => {
    const key = apiKey('userinfo', 'failing');
    holdEarly(key, Promise.reject(new Error('offline')));
    await new Promise((done) => setTimeout(done, 0));
    await expect(takeEarly(key)).rejects.toThrow('offline');
  });

  it('gives the answer of a call that has come in, once, and nothing before or when stale', async () => {
    const key = apiKey('subscription', 'gid-answer');
    let answer: (value: string) => void = () => undefined;
    holdEarly(key, new Promise<string>((done) => (answer = done)), 1_000);
    expect(takeEarlyAnswer(key, 1_100)).toBeUndefined();
    answer('in');
    await new Promise((done) => setTimeout(done, 0));
    expect(takeEarlyAnswer(key, 1_200)).toEqual({ value: 'in' });
    expect(takeEarlyAnswer(key, 1_300)).toBeUndefined();
    // Taken: a later fetch of the key is a fresh call.
    expect(takeEarly(key, 1_300)).toBeUndefined();

    const stale = apiKey('subscription', 'gid-stale-answer');
    holdEarly(stale, Promise.resolve('old'), 0);
    await new Promise((done) => setTimeout(done, 0));
    expect(takeEarlyAnswer(stale, EARLY_HOLD_MS + 1)).toBeUndefined();
  });

  it('leaves a failed call to the hook that fetches it', async () => {
    const key = apiKey('subscription', 'gid-failed-answer');
    holdEarly(key, Promise.reject(new Error('offline')));
    await new Promise((done) => setTimeout(done, 0));
    expect(takeEarlyAnswer(key)).toBeUndefined();
    await expect(takeEarly(key)).rejects.toThrow('offline');
  });

  it('says whether a fresh call is held, dropping the stale ones', () => {
    const start = 5_000_000;
    holdsAnyEarly(Number.MAX_SAFE_INTEGER); // whatever earlier tests left is stale by then
    expect(holdsAnyEarly(start)).toBe(false);
    const key = apiKey('cancel-reasons', 'never-taken');
    holdEarly(key, Promise.resolve([]), start);
    expect(holdsAnyEarly(start + EARLY_HOLD_MS)).toBe(true);
    expect(holdsAnyEarly(start + EARLY_HOLD_MS + 1)).toBe(false);
    expect(takeEarly(key, start)).toBeUndefined();
  });
});

describe('warmSessionReads', () => {
  const session = { gid: 'gid-warm', uuid: 'uuid-1', authToken: 'tok.en.x' } as Session;
  function client(answer: () => Response, banner = 'warm-banner') {
    const sent: string[] = [];
    const made = createApiClient({
      env: getEnvironment('local'),
      banner,
      cookies: () => '',
      fetch: (input) => {
        sent.push(String(input));
        return Promise.resolve(answer());
      },
    });
    return { made, sent };
  }
  const reasons = { reasons: [{ reasonCode: 'PRICE', reasonText: 'Too expensive' }] };

  it("sends the route's session reads once and holds the answer for the hook", async () => {
    const { made, sent } = client(() => new Response(JSON.stringify(reasons)));
    const names = ['user-info', 'cancelReasons', 'subscription', 'plans'];
    // The subscription is answered already (the page read it); user-info and plans are not
    // session reads.
    const answered = (key: readonly unknown[]) => key[1] === 'subscription';
    expect(warmSessionReads(made, session, names, answered)).toEqual(['cancelReasons']);
    // Asked again while on its way: not sent twice.
    expect(warmSessionReads(made, session, names, answered)).toEqual([]);
    await vi.waitFor(() =>
      expect(takeEarlyAnswer(cancelReasonsKey('warm-banner'))).toEqual({
        value: reasons.reasons,
      }),
    );
    expect(sent.filter((url) => url.includes('/cancel/reasons'))).toHaveLength(1);
  });

  it('holds nothing for a read that failed: the hook reads for itself', async () => {
    const { made, sent } = client(() => new Response('{}', { status: 500 }), 'warm-failing');
    const key = cancelReasonsKey('warm-failing');
    expect(warmSessionReads(made, session, ['cancelReasons'], () => false)).toEqual([
      'cancelReasons',
    ]);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((done) => setTimeout(done, 0));
    expect(takeEarly(key)).toBeUndefined();
  });
});
