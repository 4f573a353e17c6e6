import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { walkStrings } from '../../src/content/placeholder-scan';
import { htmlFindings, needsSanitiser, sanitiserFindings } from './check-html';
import { isRichText } from './check-links';

const REPO = join(import.meta.dirname, '../..');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

describe('rich text the sanitiser changes', () => {
  it('names what is dropped, in the words of the gate', () => {
    expect(
      htmlFindings(
        '<p onmouseover="x()">A</p><iframe src="https://evil.example"></iframe><a href="vbscript:x">b</a><a name="c">c</a>',
      ).map((f) => f.message),
    ).toEqual([
      'the sanitiser will drop the event handler onmouseover="x()" from <p>: rich text cannot run script; remove it',
      'the sanitiser will drop the <iframe> element: remove it from the rich text',
      'the sanitiser will drop href="vbscript:x" from <a>, so it leads nowhere: link to a page (https://… or a path starting with /)',
      expect.stringMatching(/^name="c" on <a>: content ids and names can collide/),
    ]);
  }, 30_000);

  it('skips DOMPurify only for fragments it leaves unchanged (every shipped rich text)', () => {
    const fragments: string[] = [];
    for (const file of jsonFiles(join(REPO, 'content'))) {
      walkStrings(JSON.parse(readFileSync(file, 'utf8')), (text, _pointer, key) => {
        if (isRichText(text, key)) fragments.push(text);
      });
    }
    expect(fragments.length).toBeGreaterThan(5);
    for (const html of fragments) {
      expect(needsSanitiser(html), html).toBe(false);
      expect(sanitiserFindings(html), html).toEqual([]);
    }
  }, 30_000);

  it.each([
    '<p style="color:red">x</p>',
    '<p><img src="/x.png" alt=""></p>',
    '<a href="java&#115;cript:x">x</a>',
    '<!-- note --><p>x</p>',
    '<p id="x">x</p>',
    '<svg><script>x</script></svg>',
  ])('hands %s to DOMPurify', (html) => {
    expect(needsSanitiser(html)).toBe(true);
  });
});
