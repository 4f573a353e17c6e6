/**
 * Starts `tsx server/main.ts` (the `npm start` server) on a free port against the existing
 * dist/, building first when dist/ is missing, and stops it again: the Lighthouse bench measures
 * the production build, never the dev server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A running server; `stop` ends its whole process group. */
export interface RunningServer {
  origin: string;
  port: number;
  /** The process group of the server (npx, tsx and the server's own Node). */
  pid: number;
  stop: () => Promise<void>;
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

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.pid === undefined) return done();
    const pid = child.pid;
    child.once('exit', () => done());
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
      done();
    }, 3000).unref();
  });
}

/** Starts the server; rejects (after stopping it) when it does not answer within 60 s. */
export async function startSandboxServer(root: string): Promise<RunningServer> {
  if (!existsSync(join(root, 'dist/index.html'))) {
    const built = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (built.status !== 0)
      throw new Error('npm run build failed, so there is no dist/ to measure');
  }
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server/main.ts exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/account/sign-in.html`)).status < 500) {
        return { origin, port, pid: child.pid ?? 0, stop: () => stopGroup(child) };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stopGroup(child);
  throw new Error('server/main.ts did not answer within 60 s');
}

/**
 * Signs in through the sandbox's sign-in page as `persona` and returns the `name=value` pairs of
 * the cookies it set (the HttpOnly session among them), for a Cookie header.
 */
export async function signInCookies(
  origin: string,
  persona: string,
  redirect: string,
): Promise<string> {
  const query = new URLSearchParams({ persona, redirect });
  const response = await fetch(`${origin}/account/sign-in.html?${query.toString()}`, {
    redirect: 'manual',
  });
  // As a browser's cookie jar keeps them: the last value of each name (the sign-in answer sets
  // the anti-forgery token twice, the second bound to the new session), none that was cleared.
  const jar = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0];
    const name = pair.slice(0, pair.indexOf('='));
    if (/;\s*max-age=0\b/i.test(line) || pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair);
  }
  const cookies = [...jar.values()];
  if (response.status !== 302 || cookies.length === 0) {
    throw new Error(
      `signing in as ${persona} answered ${response.status} without a session cookie`,
    );
  }
  return cookies.join('; ');
}
