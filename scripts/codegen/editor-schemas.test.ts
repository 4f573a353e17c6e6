import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { kindOfPath, knownContentPaths } from '../../src/content/content-kinds';
import { editorSchemaFiles } from './editor-schemas';

const REPO = join(import.meta.dirname, '../..');
const BASE = 'https://editor.test/';
let validators: Map<string, ValidateFunction>;

/** The editor schemas as VS Code reads them: relative $refs resolved next to each file. */
beforeAll(async () => {
  const files = await editorSchemaFiles();
  const ajv = new Ajv({ strict: false, allErrors: true });
  for (const [file, text] of files) ajv.addSchema({ ...JSON.parse(text), $id: `${BASE}${file}` });
  validators = new Map(
    [...files.keys()].map((file) => [
      file.replace('.schema.json', ''),
      ajv.getSchema(`${BASE}${file}`)!,
    ]),
  );
}, 60_000);

const read = (rel: string) =>
  JSON.parse(readFileSync(join(REPO, rel), 'utf8')) as Record<string, unknown>;
const errorsOf = (kind: string, value: unknown) => {
  const validate = validators.get(kind)!;
  validate(value);
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
};

describe('editor schemas', () => {
  it('accept every shipped banner and content file', () => {
    const files = [
      ...readdirSync(join(REPO, 'banners'))
        .filter((f) => f.endsWith('.json'))
        .map((f) => [`banners/${f}`, 'banner']),
      ...['screens', 'forms'].flatMap((dir) =>
        readdirSync(join(REPO, 'content', dir)).map((f) => [
          `content/${dir}/${f}`,
          kindOfPath(`${dir}/x`)!,
        ]),
      ),
      ...knownContentPaths().map((p) => [`content/${p}.json`, kindOfPath(p)!]),
    ];
    for (const [rel, kind] of files) expect(errorsOf(kind, read(rel)), rel).toEqual([]);
  });

  it("check a block's props by its type, catalogue keys and placeholders while typing", () => {
    const layout = read('content/screens/manage.json');
    const blocks = layout.blocks as Record<string, unknown>[];
    const bad = {
      ...layout,
      blocks: [
        { type: 'heading', id: 'h', props: { txt: 'Hi' } },
        { type: 'notice', id: 'n', props: { catalogueMessage: 'paymentUpdatd' } },
        { type: 'heading', id: 'p', props: { text: 'Welcome to {bannr}' } },
        ...blocks,
      ],
    };
    const errors = errorsOf('screen-layout', bad);
    expect(errors).toContain('/blocks/0/props must NOT have additional properties');
    expect(errors).toContain(
      '/blocks/1/props/catalogueMessage must be equal to one of the allowed values',
    );
    expect(errors.some((e) => e.startsWith('/blocks/2/props/text must match pattern'))).toBe(true);
    expect(
      errorsOf('screen-layout', { ...layout, blocks: [{ type: 'richTxt', id: 'x' }] }),
    ).toContain('/blocks/0/type must be equal to one of the allowed values');
  });

  it('say what a colour must look like in words', async () => {
    const files = await editorSchemaFiles();
    const banner = JSON.parse(files.get('banner.schema.json')!) as {
      definitions: { colour: { patternErrorMessage: string } };
    };
    expect(banner.definitions.colour.patternErrorMessage).toMatch(/^Write colours as #RRGGBB/);
  });

  it('are mapped for VS Code for every content kind, banners, screens and forms', () => {
    const settings = read('.vscode/settings.json') as {
      'json.schemas': { fileMatch: string[]; url: string }[];
    };
    const mapped = new Map(
      settings['json.schemas'].flatMap((s) => s.fileMatch.map((m) => [m, s.url] as const)),
    );
    for (const path of knownContentPaths()) {
      expect(mapped.get(`/content/${path}.json`), path).toBe(
        `./schemas/editor/${kindOfPath(path)}.schema.json`,
      );
    }
    expect(mapped.get('/banners/*.json')).toBe('./schemas/editor/banner.schema.json');
    expect(mapped.get('/content/screens/*.json')).toBe(
      './schemas/editor/screen-layout.schema.json',
    );
    expect(mapped.get('/content/forms/*.json')).toBe('./schemas/editor/form.schema.json');
    for (const url of mapped.values()) expect(existsSync(join(REPO, url)), url).toBe(true);
  });
});

describe('editor schemas: what VS Code offers and underlines (issue 25)', () => {
  const vons = () => read('banners/vons.json');

  it('completion offers the registered block types, not their alias names', () => {
    const layout = read('schemas/editor/screen-layout.schema.json') as {
      definitions: { block: { properties: { type: { anyOf: Record<string, unknown>[] } } } };
    };
    const branches = layout.definitions.block.properties.type.anyOf;
    const suggested = branches.filter((b) => b.doNotSuggest !== true).flatMap((b) => b.enum ?? []);
    expect(suggested).toContain('accordion');
    expect(suggested).not.toContain('faq');
    expect(suggested).not.toContain('planCard');
    expect(suggested).not.toContain('snackbar');
    // An alias still validates: layouts written with one keep working.
    const block = { type: 'faq', id: 'questions', props: {} };
    expect(errorsOf('screen-layout', { blocks: [block] }).join('\n')).not.toMatch(/\/type /);
  });

  it('underlines a look-alike letter in a placeholder', () => {
    expect(errorsOf('banner', { ...vons(), promoDescription: 'Get {prоduct} now' })).toEqual([
      expect.stringMatching(/^\/promoDescription must match pattern/),
    ]);
    expect(errorsOf('banner', { ...vons(), promoDescription: 'Get {product} now' })).toEqual([]);
  });

  it.each(['877-458-259', '1---------8', '(877) 458-2598'])(
    'underlines the phone number %s',
    (phone) => {
      expect(errorsOf('banner', { ...vons(), supportPhone: phone })).toEqual([
        expect.stringMatching(/^\/supportPhone must match pattern/),
      ]);
    },
  );
});
