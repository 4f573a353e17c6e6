import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareGenerated } from './compare';

describe('compareGenerated', () => {
  it('names stale, missing and left-over files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'codegen-compare-'));
    try {
      mkdirSync(join(dir, 'types'));
      writeFileSync(join(dir, 'validators.js'), 'old');
      writeFileSync(join(dir, 'types/faq.ts'), 'same');
      writeFileSync(join(dir, 'types/gone.ts'), 'x');
      const expected = new Map([
        ['validators.js', 'new'],
        ['types/faq.ts', 'same'],
        ['types/plans.ts', 'p'],
      ]);
      expect(compareGenerated(expected, dir)).toEqual({
        stale: ['validators.js'],
        missing: ['types/plans.ts'],
        leftOver: ['types/gone.ts'],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is clean when everything matches', () => {
    const dir = mkdtempSync(join(tmpdir(), 'codegen-compare-'));
    try {
      writeFileSync(join(dir, 'a.js'), 'a');
      expect(compareGenerated(new Map([['a.js', 'a']]), dir)).toEqual({
        stale: [],
        missing: [],
        leftOver: [],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
