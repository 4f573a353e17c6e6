import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, createServer } from 'vite';
import { ContentParseError, readBannerFiles } from '../../shared-node/content-files';
import { BANNERS_MODULE, bannersPlugin, checkBanners } from './banners-plugin';

const ROOT = join(import.meta.dirname, '../..');

describe('the banners module', () => {
  it('holds every shipped banner, in the spec order, with safeway first', () => {
    const files = readBannerFiles(ROOT);
    const { banners, problems } = checkBanners(files);
    expect(problems).toEqual([]);
    expect(banners).toHaveLength(
      readdirSync(join(ROOT, 'banners')).filter((f) => f.endsWith('.json')).length,
    );
    expect(banners.map((b) => b.id).slice(0, 3)).toEqual(['safeway', 'vons', 'randalls']);
    // The editor's pointer to the schema stays in the file, not in the page's code.
    expect(Object.values(files).every((file) => '$schema' in file)).toBe(true);
    expect(banners.filter((b) => '$schema' in b)).toEqual([]);
  });

  it('leaves out a banner that fails its schema, naming its file, pointer and problem', () => {
    const good = checkBanners(readBannerFiles(ROOT)).banners[0];
    const { banners, problems } = checkBanners({
      'banners/a.json': good,
      'banners/b.json': { id: 'b' },
      'banners/c.json': { ...good, id: 'c', order: 'first' },
    });
    expect(banners).toEqual([good]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^Banner banners\/b\.json is invalid at "": must have required property/,
    );
    expect(problems[1]).toMatch(/^Banner banners\/c\.json is invalid at "\/order": must be/);
    expect(problems[1]).toMatch(/it is left out \(npm run validate names the fix\)\.$/);
  });

  it('stops on a file that is not JSON, naming it', () => {
    const root = mkdtempSync(join(tmpdir(), 'fp-banners-'));
    try {
      mkdirSync(join(root, 'banners'));
      writeFileSync(join(root, 'banners', 'broken.json'), '{"id": ');
      expect(() => readBannerFiles(root)).toThrow(ContentParseError);
      expect(() => readBannerFiles(root)).toThrow(/broken\.json/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('builds into a module that exports the valid banners and warns about the rest', async () => {
    const root = mkdtempSync(join(tmpdir(), 'fp-banners-'));
    try {
      mkdirSync(join(root, 'banners'));
      const good = checkBanners(readBannerFiles(ROOT)).banners[1];
      writeFileSync(join(root, 'banners', 'good.json'), JSON.stringify(good));
      writeFileSync(join(root, 'banners', 'bad.json'), JSON.stringify({ id: 'bad' }));
      writeFileSync(join(root, 'main.js'), `export { default } from '${BANNERS_MODULE}';`);
      const warnings: string[] = [];
      const output = await build({
        root,
        logLevel: 'silent',
        configFile: false,
        plugins: [bannersPlugin()],
        build: {
          write: false,
          lib: { entry: join(root, 'main.js'), formats: ['es'], fileName: 'main' },
          rollupOptions: { onwarn: (warning) => void warnings.push(warning.message) },
        },
      });
      const chunk = (Array.isArray(output) ? output[0] : output) as {
        output: { type: string; code?: string }[];
      };
      const code = chunk.output.find((o) => o.type === 'chunk')?.code ?? '';
      expect(code).toContain(JSON.stringify(good.id));
      expect(code).not.toContain('"bad"');
      expect(warnings.join('\n')).toMatch(/Banner banners\/bad\.json is invalid/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('in the dev server, holds a banner added while it runs', async () => {
    const root = mkdtempSync(join(tmpdir(), 'fp-banners-'));
    const [first, second] = checkBanners(readBannerFiles(ROOT)).banners;
    mkdirSync(join(root, 'banners'));
    writeFileSync(join(root, 'banners', 'first.json'), JSON.stringify(first));
    const server = await createServer({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [bannersPlugin()],
      server: { middlewareMode: true, hmr: false },
    });
    try {
      const ids = async () =>
        ((await server.ssrLoadModule(BANNERS_MODULE)).default as { id: string }[]).map((b) => b.id);
      expect(await ids()).toEqual([first.id]);
      writeFileSync(join(root, 'banners', 'second.json'), JSON.stringify(second));
      await vi.waitFor(async () => expect(await ids()).toEqual([first.id, second.id]), {
        timeout: 10_000,
        interval: 100,
      });
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
