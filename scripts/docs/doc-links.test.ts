import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brokenLinks, docFiles, headingAnchors } from './doc-links';

const REPO = resolve(import.meta.dirname, '../..');

describe('links between the docs', () => {
  it('every link of the README and docs/ leads to a file and heading that exist', () => {
    const broken = docFiles(REPO).flatMap((file) => brokenLinks(REPO, file));
    expect(broken).toEqual([]);
  });

  it('names a missing file, a missing heading, and passes good links and code', () => {
    const root = mkdtempSync(join(tmpdir(), 'doc-links-'));
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs/a.md'), '# A page\n\n## While `npm start` runs\n');
    writeFileSync(
      join(root, 'README.md'),
      [
        '[ok](docs/a.md#while-npm-start-runs) [gone](docs/b.md) [typo](docs/a.md#a-pag)',
        '`[in code](docs/none.md)` [web](https://example.com) [self](#top)',
        '```',
        '[fenced](docs/none.md)',
        '```',
        '# Top',
      ].join('\n'),
    );
    expect(docFiles(root).flatMap((file) => brokenLinks(root, file))).toEqual([
      { file: 'README.md', line: 1, target: 'docs/b.md', reason: 'no such file' },
      { file: 'README.md', line: 1, target: 'docs/a.md#a-pag', reason: 'no such heading' },
    ]);
  });

  it('anchors headings as GitHub does', () => {
    const anchors = headingAnchors('## Load test (`npm run bench load`)\n## Notes\n## Notes\n');
    expect([...anchors]).toEqual(['load-test-npm-run-bench-load', 'notes', 'notes-1']);
  });
});
