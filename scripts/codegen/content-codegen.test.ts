import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { readMergedContent } from '../../shared-node/content-files';
import { kindOfPath } from '../../src/content/content-kinds';
import { BLOCK_PROPS_FILE, holdsHtml, RICH_TEXT_BLOCKS_FILE, routeFiles } from './block-traits';
import { typeFiles, validatorFiles } from './content-codegen';
import { typeName } from './type-names';
import { requiresToImports } from './esm';

const REPO = join(import.meta.dirname, '../..');
const GENERATED = join(REPO, 'src/content/generated');
const expected = validatorFiles();
const shippedJs = [...expected.keys()]
  .filter((f) => f.endsWith('.js'))
  .map((f) => [f, readFileSync(join(GENERATED, f), 'utf8')] as const);

describe('generated validator modules', () => {
  it('contain no eval, no new Function and no CommonJS', () => {
    for (const [file, text] of shippedJs) {
      expect(text, file).not.toMatch(/new Function|\beval\(/);
      expect(text, file).not.toMatch(/\brequire\(|module\.exports|exports\[/);
    }
  });

  it('import their runtime helpers (and any formats) as ES modules', () => {
    for (const [file, text] of shippedJs.filter(([f]) => f.startsWith('validators/'))) {
      const imports = text.match(/^import .+$/gm) ?? [];
      for (const line of imports) {
        expect(line, file).toMatch(/^import \* as __ns\d+ from "[^"]+\.js";$/);
      }
      if (/ajv-formats/.test(text)) expect(imports.join('\n'), file).toMatch(/ajv-formats/);
    }
  });

  it('are one module per schema, with a loader, and blocks only in the block map', () => {
    const schemas = [...expected.keys()]
      .filter((f) => /^validators\/.+\.js$/.test(f))
      .map((f) => f.slice('validators/'.length, -'.js'.length));
    expect(schemas).toEqual(expect.arrayContaining(['faq', 'screen-layout', 'blocks/richText']));
    const loaders = expected.get('validator-loaders.js') ?? '';
    const blocks = expected.get('block-validators.js') ?? '';
    for (const name of schemas) {
      // Exactly one of the two maps imports each schema: a block both statically and lazily
      // would make every build warn INEFFECTIVE_DYNAMIC_IMPORT and move nothing into a chunk.
      const isBlock = name.startsWith('blocks/');
      expect(loaders.includes(`import('./validators/${name}.js')`), name).toBe(!isBlock);
      expect(blocks.includes(`'./validators/${name}.js'`), name).toBe(isBlock);
    }
    // The loader map imports nothing statically: every schema stays its own lazy chunk.
    expect(loaders).not.toMatch(/^import /m);
  });

  it('are up to date with the schemas (npm run codegen was run)', async () => {
    for (const [file, text] of expected) {
      expect(readFileSync(join(GENERATED, file), 'utf8'), file).toBe(text);
    }
    for (const [file, text] of await typeFiles()) {
      expect(readFileSync(join(GENERATED, 'types', file), 'utf8'), file).toBe(text);
    }
  }, 30_000);

  it('load each validator by its schema name, the same function the static map holds', async () => {
    const { validatorLoaders } =
      (await import('../../src/content/generated/validator-loaders.js')) as {
        validatorLoaders: Record<string, () => Promise<ValidateFunction>>;
      };
    const { validators } = (await import('../../src/content/generated/validators.js')) as {
      validators: Record<string, ValidateFunction>;
    };
    const contentSchemas = Object.keys(validators).filter((n) => !n.startsWith('blocks/'));
    expect(Object.keys(validatorLoaders).sort()).toEqual(contentSchemas.sort());
    expect(await validatorLoaders.faq()).toBe(validators.faq);
  }, 30_000);

  it('validates the shipped content of every kind, and rejects a typo', async () => {
    const { validators } = (await import('../../src/content/generated/validators.js')) as {
      validators: Record<string, ValidateFunction>;
    };
    expect(Object.keys(validators)).toEqual(
      expect.arrayContaining(['faq', 'screen-layout', 'banner', 'blocks/richText']),
    );
    const paths = readdirSync(join(REPO, 'content'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5));
    for (const path of paths) {
      const kind = kindOfPath(path) ?? '';
      const validate = validators[kind];
      expect(validate, path).toBeDefined();
      expect(validate(readMergedContent(REPO, 'vons', path)), path).toBe(true);
    }
    expect(validators.faq({ displayType: 'expandFirst', html: '<p>x</p>', titel: 'x' })).toBe(
      false,
    );
    expect(validators.faq.errors?.[0]).toMatchObject({ keyword: 'additionalProperties' });
  }, 30_000);
});

describe('requiresToImports', () => {
  it('turns each require into one namespace import', () => {
    const out = requiresToImports(
      '"use strict";const a = require("x/y").default; const b = require("x/y").default;',
    );
    expect(out.match(/^import \* as __ns0 from "x\/y.js";$/m)).not.toBeNull();
    expect(out).not.toMatch(/require\(/);
    expect(out).toContain('const a = __req0.default;');
  });

  it('unwraps both Node and bundler interop to module.exports', () => {
    const out = requiresToImports('const f = require("m").default;');
    const helper = /function __cjs[\s\S]*?\n\}/.exec(out)?.[0] ?? '';
    const cjs = new Function(`${helper}; return __cjs;`)() as (ns: unknown) => {
      default: () => string;
    };
    const moduleExports = { default: () => 'ok' };
    expect(cjs({ default: moduleExports }).default()).toBe('ok');
    expect(cjs(moduleExports).default()).toBe('ok');
  });

  it('refuses leftover CommonJS', () => {
    expect(() => requiresToImports('module.exports = 1;')).toThrow(/CommonJS/);
  });
});

describe('typeName', () => {
  it.each([
    ['faq', 'Faq'],
    ['screen-layout', 'ScreenLayout'],
    ['blocks/richText', 'RichTextBlockProps'],
  ])('%s → %s', (name, type) => expect(typeName(name)).toBe(type));
});

describe('BlockPropsByType', () => {
  it('maps every block schema, and only those, to its generated props type', async () => {
    const blocks = readdirSync(join(REPO, 'schemas/blocks'))
      .filter((f) => f.endsWith('.schema.json'))
      .map((f) => f.slice(0, -'.schema.json'.length));
    const map = (await typeFiles()).get(BLOCK_PROPS_FILE) ?? '';
    const entries = [...map.matchAll(/^ {2}(\w+): (\w+);$/gm)].map(([, type, props]) => [
      type,
      props,
    ]);
    expect(entries).toEqual(
      blocks.sort((a, b) => a.localeCompare(b)).map((b) => [b, typeName(`blocks/${b}`)]),
    );
    for (const block of blocks) {
      expect(map).toContain(`from './blocks/${block}';`);
    }
  }, 30_000);
});

describe('RICH_TEXT_BLOCK_TYPES', () => {
  it('lists the blocks whose schema marks a field as HTML (contentMediaType text/html)', async () => {
    const list = (await routeFiles()).get(RICH_TEXT_BLOCKS_FILE) ?? '';
    const listed = [...list.matchAll(/^ {2}'(\w+)',$/gm)].map(([, type]) => type);
    expect(listed).toEqual(['accordion', 'benefitTiles', 'limitedTimeOffer', 'richText']);
  }, 30_000);

  it('finds the HTML mark at any depth, and only that media type', () => {
    const tile = { type: 'string', contentMediaType: 'text/html' };
    const nested = { properties: { tiles: { items: { properties: { title: tile } } } } };
    expect(holdsHtml(nested)).toBe(true);
    expect(holdsHtml({ anyOf: [{ type: 'number' }, tile] })).toBe(true);
    expect(holdsHtml({ properties: { html: { type: 'string' } } })).toBe(false);
    expect(holdsHtml({ properties: { x: { contentMediaType: 'text/plain' } } })).toBe(false);
  });
});
