/**
 * `npm run test:e2e`: builds once, starts `tsx server/main.ts` on a free port, waits for it, runs
 * `npx playwright test` (extra arguments pass through, e.g. a spec file or `--headed`), stops the
 * server and prints `N passed, N failed[, N skipped]` as the very last line.
 * E2E_SKIP_BUILD=1 reuses the existing dist/ when iterating on tests. The browser is found (and the
 * npm package's Chromium unpacked) before the build: shared-node/find-browser.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findBrowser, NO_BROWSER_MESSAGE } from '../../shared-node/find-browser';
import { countResults, summaryLine } from './report';

const root = resolve(import.meta.dirname, '..', '..');

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
  });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitForServer(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (server.exitCode !== null || server.pid === undefined) return done();
    server.once('exit', () => done());
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      server.kill('SIGTERM');
    }
    setTimeout(() => {
      if (server.exitCode === null && server.pid !== undefined) {
        try {
          process.kill(-server.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      done();
    }, 5000).unref();
  });
}

async function main(): Promise<number> {
  // Before the build: a machine without a browser hears so in one line, not after 15 s of build.
  const browser = await findBrowser().catch((error: unknown) =>
    error instanceof Error ? error.message : String(error),
  );
  if (typeof browser !== 'object') {
    console.error(`e2e: ${browser ?? NO_BROWSER_MESSAGE}`);
    console.log('0 passed, 1 failed');
    return 1;
  }
  console.log(`e2e: browser ${browser.path} (${browser.source})`);
  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(join(root, 'dist', 'index.html'))) {
    const built = await run('npm', ['run', 'build']);
    if (built !== 0) {
      console.log('0 passed, 1 failed');
      return 1;
    }
  }
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  // The suite's server serves the build it was given: it never rebuilds mid-run on a file change.
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), FRESHPASS_WATCH: '0' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  // Ctrl-C or a CI cancel stops the server too, so no sandbox is left holding the port.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stop(server).then(() => process.exit(130));
    });
  }
  const reportDir = mkdtempSync(join(tmpdir(), 'freshpass-e2e-'));
  const reportFile = join(reportDir, 'report.json');
  // The pages found free of axe violations in this run, shared by the workers (tests/e2e/fixtures.ts).
  const axeCleanDir = join(reportDir, 'axe-clean');
  mkdirSync(axeCleanDir);
  let code = 1;
  try {
    await waitForServer(`${baseUrl}/account/sign-in.html`, server, 60_000);
    code = await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      E2E_REPORT_FILE: reportFile,
      E2E_AXE_CLEAN_DIR: axeCleanDir,
    });
  } catch (error) {
    console.error(`e2e: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await stop(server);
  }
  const counts = existsSync(reportFile)
    ? countResults(JSON.parse(readFileSync(reportFile, 'utf8')) as unknown)
    : { passed: 0, failed: 1, skipped: 0 };
  rmSync(reportDir, { recursive: true, force: true });
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  console.log(summaryLine(counts));
  return counts.failed > 0 ? 1 : code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
