import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentile, runLoad } from './load';

let server: Server;
let origin = '';

beforeAll(async () => {
  // Answers /ok with the host it was asked for, /boom with a 500, anything else with a 404.
  server = createServer((req, res) => {
    if (req.url === '/ok') res.end(`host ${req.headers.host ?? ''}`);
    else if (req.url === '/boom') res.writeHead(500).end();
    else res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('the load bench', () => {
  it('counts every request and finds no error when each answers as expected', async () => {
    const result = await runLoad({
      origin,
      mix: [
        { path: '/ok', host: 'vons', expect: 200, contains: 'vons.localhost' },
        { path: '/missing', expect: 404 },
      ],
      cookies: '',
      total: 40,
      concurrency: 5,
    });
    expect(result).toMatchObject({ requests: 40, concurrency: 5, errors: 0 });
    expect(result.latencies).toHaveLength(40);
  });

  it('counts a 5xx, a wrong status and missing words as errors, with examples', async () => {
    const result = await runLoad({
      origin,
      mix: [
        { path: '/boom', expect: 200 },
        { path: '/ok', host: 'vons', expect: 200, contains: 'Safeway' },
      ],
      cookies: '',
      total: 4,
      concurrency: 2,
    });
    expect(result.errors).toBe(4);
    expect(result.examples.join('\n')).toMatch(/\/boom answered 500, not 200/);
    expect(result.examples.join('\n')).toMatch(/does not hold "Safeway"/);
  });

  it('reads percentiles from sorted figures', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([], 95)).toBe(0);
  });
});
