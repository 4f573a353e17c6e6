/**
 * The client reads where a malformed answer breaks from a module it loads only then. When that
 * module cannot load (the network went away between the answer and the import), the call still
 * fails as a malformed answer, in the engine's words and without a line it cannot know.
 */
import { vi } from 'vitest';
import { createApiClient } from './client';
import { getEnvironment } from './environment';
import { fetchSubscription } from './endpoints/subscription';
import type { Session } from './session';

vi.mock('../lib/json-syntax-error', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const session = { gid: 'gid-1', uuid: 'uuid-1', authToken: 'tok.en.x' } as Session;

it('reports a malformed answer without its place when the locator cannot load', async () => {
  const client = createApiClient({
    env: getEnvironment('local'),
    banner: 'vons',
    cookies: () => '',
    newId: () => 'corr-1',
    now: () => new Date(Date.UTC(2026, 2, 10)),
    fetch: () => Promise.resolve(new Response('{\n  "status": "ACTIVE",\n}')),
  });
  const error: unknown = await fetchSubscription(client, session).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toMatchObject({
    kind: 'validation',
    code: 'VALIDATION',
    detail: expect.stringMatching(/^Malformed JSON: ./),
    problems: [{ message: expect.stringMatching(/^not valid JSON: ./) }],
  });
  expect((error as { problems: object[] }).problems[0]).not.toHaveProperty('line');
});
