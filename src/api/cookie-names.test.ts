import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { cookieNames, cookieNamesFor } from './cookie-names';
import { getEnvironment, type EnvironmentName } from './environment';

const names: EnvironmentName[] = ['local', 'qa1', 'qa2', 'qa3', 'stage', 'prod'];

describe('cookie names per environment', () => {
  it('are __Host- prefixed everywhere but the local sandbox, which runs over http', () => {
    for (const name of names) {
      const env = getEnvironment(name);
      expect(env.secureCookies, name).toBe(name !== 'local');
      const cookies = cookieNamesFor(env);
      for (const key of Object.keys(cookieNames) as (keyof typeof cookieNames)[]) {
        expect(cookies[key], `${name} ${key}`).toBe(
          name === 'local' ? cookieNames[key] : `__Host-${cookieNames[key]}`,
        );
      }
    }
  });

  it('the client sends the anti-forgery cookie of its environment', async () => {
    for (const name of ['local', 'prod'] as const) {
      const env = { ...getEnvironment(name), apiBase: '/api' };
      const sent: Record<string, string>[] = [];
      const client = createApiClient({
        env,
        banner: 'safeway',
        cookies: () => 'XSRF-TOKEN=plain; __Host-XSRF-TOKEN=secure',
        fetch: async (_url, init) => {
          sent.push(init?.headers as Record<string, string>);
          return new Response('{}', { status: 200 });
        },
      });
      await client.request({ method: 'POST', url: '/api/x', body: {} }, (json) => json);
      expect(sent[0]?.['x-xsrf-token'], name).toBe(name === 'local' ? 'plain' : 'secure');
    }
  });
});
