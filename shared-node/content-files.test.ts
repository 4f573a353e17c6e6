import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ContentNotFoundError,
  ContentParseError,
  listBanners,
  readMergedContent,
} from './content-files';

let root: string;
const write = (rel: string, text: string) => {
  const file = join(root, rel);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-files-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a byte-order mark', () => {
  it('is accepted in banners and content, as the browser accepts it', () => {
    write('banners/a.json', '\uFEFF{"id":"a","order":1}');
    write('content/faq.json', '\uFEFF{"$schema":"x","displayType":"expanded"}');
    write('content/a/faq.json', '\uFEFF{"displayType":"expandFirst"}');
    expect(listBanners(root).map((b) => b.id)).toEqual(['a']);
    expect(readMergedContent(root, 'a', 'faq')).toEqual({ displayType: 'expandFirst' });
  });
});

describe('listBanners', () => {
  it('reads every banner and sorts by order', () => {
    write('banners/b.json', '{"id":"b","order":2}');
    write('banners/a.json', '{"id":"a","order":10}');
    write('banners/c.json', '{"id":"c","order":1}');
    expect(listBanners(root).map((b) => b.id)).toEqual(['c', 'b', 'a']);
  });

  it('names file, line and column of malformed JSON', () => {
    write('banners/a.json', '{\n  "id": "a",\n  "order": 1,\n}');
    expect(() => listBanners(root)).toThrow(ContentParseError);
    try {
      listBanners(root);
    } catch (error) {
      const e = error as ContentParseError;
      expect(e.file).toBe(join(root, 'banners/a.json'));
      expect([e.line, e.column]).toEqual([4, 1]);
      expect(e.message).toMatch(/trailing comma/);
    }
  });
});

describe('readMergedContent', () => {
  it('merges the banner override over the default and drops $schema', () => {
    write('content/faq.json', '{"$schema":"x","displayType":"expandFirst","sections":[1,2]}');
    write('content/vons/faq.json', '{"$schema":"x","sections":[3]}');
    expect(readMergedContent(root, 'vons', 'faq')).toEqual({
      displayType: 'expandFirst',
      sections: [3],
    });
    expect(readMergedContent(root, 'safeway', 'faq')).toEqual({
      displayType: 'expandFirst',
      sections: [1, 2],
    });
  });

  it('reads nested paths such as screens/manage', () => {
    write('content/screens/manage.json', '{"id":"manage"}');
    expect(readMergedContent(root, 'vons', 'screens/manage')).toEqual({ id: 'manage' });
  });

  it('refuses unknown and climbing paths', () => {
    expect(() => readMergedContent(root, 'vons', 'nope')).toThrow(ContentNotFoundError);
    expect(() => readMergedContent(root, 'vons', '../banners/a')).toThrow(ContentNotFoundError);
  });

  it('reports an empty file and an unclosed brace in the override', () => {
    write('content/faq.json', '');
    expect(() => readMergedContent(root, 'vons', 'faq')).toThrow(/faq.json:1:1: the file is empty/);
    write('content/faq.json', '{"a":1}');
    write('content/vons/faq.json', '{"a": {\n');
    expect(() => readMergedContent(root, 'vons', 'faq')).toThrow(/vons\/faq.json:2:1: .*brace/);
  });
});
