/**
 * Bench: a bounded load test on loopback (issue 15). Starts the `npm start` server on the existing
 * dist/, signs in once, then sends LOAD_REQUESTS requests (default 5,000) with LOAD_CONCURRENCY in
 * flight (default 50), round the mix a shopper's page loads make: prerendered pages on two banners,
 * a hashed asset, content, the session, the subscription, and a not-found page. Prints the
 * requests, the concurrency, the errors (a failed connection, a 5xx, or any answer other than the
 * one the path should give), the 95th-percentile latency and the throughput; then the memory
 * budget's figures (scripts/perf/memory.ts: resident memory before and after, overrides refused). Run by
 * `npm run bench load`, never by `npm test`: it measures, it does not judge a change.
 */
import { readdirSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchRow } from '../bench.ts';
import { shouldWriteDoc, writeDocSection } from '../perf/perf-doc.ts';
import { signInCookies, startSandboxServer } from '../perf/sandbox-server.ts';
import { memoryRows } from '../perf/memory.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the figures are kept with the threats they bear on (`BENCH_WRITE=1`). */
const SECURITY_DOC = join(ROOT, 'docs/security.md');

/** One request of the mix and the status it must answer. */
export interface LoadRequest {
  path: string;
  host?: string;
  withSession?: boolean;
  expect: number;
  /** Words the answer must hold (the banner's name proves the host picked the banner). */
  contains?: string;
}

/** The mix, in the order it is sent round; `asset` is a file of dist/assets/. */
export function loadMix(asset: string): LoadRequest[] {
  return [
    { path: '/freshpass/manage', withSession: true, expect: 200 },
    { path: '/freshpass/manage/freshpass-faq.html', host: 'vons', expect: 200, contains: 'Vons' },
    { path: `/assets/${asset}`, expect: 200 },
    { path: '/content/safeway/ui-text', expect: 200 },
    { path: '/content/vons/screens/manage', host: 'vons', expect: 200 },
    { path: '/bin/swy/unified/userinfo', withSession: true, expect: 200 },
    { path: '/freshpass/manage/govassist', host: 'jewelosco', expect: 200, contains: 'Jewel' },
    { path: '/no-such-page', expect: 404 },
  ];
}

/** The p-th percentile (0–100) of sorted numbers. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** One GET over node:http (fetch would not send a Host of our choosing), body decoded. */
function get(
  url: URL,
  headers: Record<string, string>,
  agent: Agent,
): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = httpRequest(url, { headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', fail);
      res.on('end', () => {
        try {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
          done({ status: res.statusCode ?? 0, body: body.toString('utf8') });
        } catch (error) {
          fail(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    req.on('error', fail);
    req.end();
  });
}

/** What one run found. */
export interface LoadResult {
  requests: number;
  concurrency: number;
  errors: number;
  /** The first few errors, in words. */
  examples: string[];
  latencies: number[];
  seconds: number;
}

/** Sends `total` requests of the mix, `concurrency` at a time, and counts what went wrong. */
export async function runLoad(options: {
  origin: string;
  mix: readonly LoadRequest[];
  cookies: string;
  total: number;
  concurrency: number;
}): Promise<LoadResult> {
  const { origin, mix, cookies, total, concurrency } = options;
  const url = new URL(origin);
  let next = 0;
  let errors = 0;
  const examples: string[] = [];
  const latencies: number[] = [];
  const fail = (words: string) => {
    errors += 1;
    if (examples.length < 5) examples.push(words);
  };
  const worker = async () => {
    while (next < total) {
      const request = mix[next % mix.length];
      next += 1;
      const target = new URL(request.path, origin);
      const started = performance.now();
      try {
        const { status, body } = await get(
          target,
          {
            'accept-encoding': 'br, gzip',
            ...(request.withSession ? { cookie: cookies } : {}),
            // Node does not resolve `<banner>.localhost`: the request goes to the origin and
            // names the banner's host, as a browser on that host would.
            ...(request.host ? { host: `${request.host}.localhost:${url.port}` } : {}),
          },
          agent,
        );
        latencies.push(performance.now() - started);
        if (status !== request.expect)
          fail(`${request.path} answered ${status}, not ${request.expect}`);
        else if (request.contains && !body.includes(request.contains))
          fail(
            `${request.path} on ${request.host ?? 'localhost'} does not hold "${request.contains}"`,
          );
      } catch (error) {
        fail(`${request.path}: ${String(error)}`);
      }
    }
  };
  // Kept-alive connections, as a browser keeps them; at most `concurrency` at once.
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return {
    requests: total,
    concurrency,
    errors,
    examples,
    latencies: latencies.sort((a, b) => a - b),
    seconds: (performance.now() - started) / 1000,
  };
}

export default async function load(): Promise<BenchRow[]> {
  const total = Number(process.env.LOAD_REQUESTS ?? 5000);
  const concurrency = Number(process.env.LOAD_CONCURRENCY ?? 50);
  const server = await startSandboxServer(ROOT);
  try {
    const asset = readdirSync(join(ROOT, 'dist/assets')).find((f) => f.endsWith('.js'));
    if (!asset) throw new Error('dist/assets holds no JavaScript: run npm run build');
    const cookies = await signInCookies(server.origin, 'active-annual', '/freshpass/manage');
    const result = await runLoad({
      origin: server.origin,
      mix: loadMix(asset),
      cookies,
      total,
      concurrency,
    });
    const rps = Math.round(result.requests / result.seconds);
    const rows: BenchRow[] = [
      {
        name: 'load: requests on loopback',
        value: `${result.requests} at concurrency ${result.concurrency}`,
        target: '',
      },
      {
        name: 'load: errors',
        value: String(result.errors),
        target: '0',
        met: result.errors === 0,
        note: result.examples.join('; ') || undefined,
      },
      {
        name: 'load: latency p95 / p50',
        value: `${percentile(result.latencies, 95).toFixed(0)} / ${percentile(result.latencies, 50).toFixed(0)} ms`,
        target: '',
      },
      { name: 'load: throughput', value: `${rps} requests/s`, target: '' },
      // Then the sandbox's memory budget against 1 MB overrides (scripts/perf/memory.ts).
      ...(await memoryRows(server.origin, server.pid)),
    ];
    if (shouldWriteDoc()) {
      await writeDocSection(SECURITY_DOC, 'load', 'Load test (`npm run bench load`)', rows, [
        'The `npm start` server with the sandbox on loopback, one signed-in shopper, the mix of ' +
          '`scripts/bench/load.ts` sent round: prerendered pages on three banners (the banner ' +
          'checked in each answer), a hashed asset, content, the session and a not-found page. An ' +
          'error is a failed connection, a 5xx or any answer other than the one the path must give.',
      ]);
    }
    return rows;
  } finally {
    await server.stop();
  }
}
