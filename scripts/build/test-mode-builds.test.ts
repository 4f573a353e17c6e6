/**
 * The sandbox panel and the editor preview never ship outside sandbox and development builds:
 * qa, stage and prod are built for real (into a temporary folder) and their files and manifest
 * are read for any trace of the panel's module, styles, labels or controls.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { getEnvironment } from '../../src/api/environment.ts';
import { otherEnvironmentTraces } from './environment-plugin.ts';
import { sandboxPanelEnabled } from '../../vite.config.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const out = mkdtempSync(join(tmpdir(), 'freshpass-env-builds-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/**
 * Words only the panel has: its class names, its labels and its controls. (The content kind's
 * validator, `validators/sandbox-panel`, is a lazy chunk of every build like every kind's, and
 * carries no labels.)
 */
const PANEL_TRACES = [
  'fp-sandbox-panel',
  'Sandbox test mode',
  '/__sandbox/session',
  'untilRenewalOf',
  // The editor preview's labels (src/render/preview/*-text.json).
  'Content preview',
  'All banners side by side',
];

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

describe('sandboxPanelEnabled', () => {
  it('keeps the panel in development and local sandbox builds only', () => {
    expect(sandboxPanelEnabled('development', 'prod')).toBe(true);
    expect(sandboxPanelEnabled('production', undefined)).toBe(true);
    expect(sandboxPanelEnabled('production', 'local')).toBe(true);
    for (const env of ['qa1', 'qa2', 'qa3', 'stage', 'prod']) {
      expect(sandboxPanelEnabled('production', env)).toBe(false);
    }
  });
});

describe.each(['qa1', 'stage', 'prod'])('a %s build', (env) => {
  it('carries no sandbox panel', async () => {
    const outDir = join(out, env);
    const before = process.env.VITE_FRESHPASS_ENV;
    process.env.VITE_FRESHPASS_ENV = env;
    try {
      await build({
        root: ROOT,
        configFile: join(ROOT, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true },
      });
    } finally {
      if (before === undefined) delete process.env.VITE_FRESHPASS_ENV;
      else process.env.VITE_FRESHPASS_ENV = before;
    }
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { src?: string }>;
    const panelModules = Object.values(manifest)
      .map((chunk) => chunk.src ?? '')
      .filter((src) => src.includes('sandbox-panel/') || src === 'content/sandbox-panel.json');
    expect(panelModules).toEqual([]);
    // Nor the editor preview: its single-banner page and its side-by-side view of every banner.
    const previewModules = Object.values(manifest)
      .map((chunk) => chunk.src ?? '')
      .filter((src) => src.startsWith('src/render/preview/'));
    expect(previewModules).toEqual([]);
    const found = filesOf(outDir).flatMap((file) => {
      if (!/\.(js|css|html|json)$/.test(file)) return [];
      const text = readFileSync(file, 'utf8');
      return PANEL_TRACES.filter((t) => text.includes(t)).map((t) => `${file}: ${t}`);
    });
    expect(found).toEqual([]);
    // Issue 24, item 9: the build carries its own environment's hosts and key, no other's.
    const shipped = filesOf(outDir)
      .filter((file) => /\.(js|html|json)$/.test(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(shipped).toContain(getEnvironment(env).subscriptionKey);
    expect(shipped).toContain(new URL(getEnvironment(env).apiBase).origin);
    expect(otherEnvironmentTraces(env).filter((trace) => shipped.includes(trace))).toEqual([]);
  }, 120_000);
});

describe('an unknown VITE_FRESHPASS_ENV (item 10)', () => {
  it('stops the build, listing the valid names', async () => {
    const before = process.env.VITE_FRESHPASS_ENV;
    process.env.VITE_FRESHPASS_ENV = 'production';
    try {
      await expect(
        build({
          root: ROOT,
          configFile: join(ROOT, 'vite.config.ts'),
          mode: 'production',
          logLevel: 'silent',
          build: { outDir: join(out, 'production'), emptyOutDir: true },
        }),
      ).rejects.toThrow(
        'VITE_FRESHPASS_ENV="production" names no environment: use one of local, qa1, qa2, qa3, stage, prod',
      );
    } finally {
      if (before === undefined) delete process.env.VITE_FRESHPASS_ENV;
      else process.env.VITE_FRESHPASS_ENV = before;
    }
    expect(existsSync(join(out, 'production'))).toBe(false);
  }, 120_000);
});
