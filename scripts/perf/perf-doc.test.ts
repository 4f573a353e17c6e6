import { describe, expect, it } from 'vitest';
import { machineLine, replaceSection, rowsTable, shouldWriteDoc } from './perf-doc';

describe('performance doc', () => {
  it('writes only when asked', () => {
    expect(shouldWriteDoc({ BENCH_WRITE: '1' })).toBe(true);
    expect(shouldWriteDoc({})).toBe(false);
  });

  it('replaces its own section and keeps the rest', () => {
    const doc = 'intro\n\n<!-- bench:a:start -->\nold\n<!-- bench:a:end -->\n\ntail\n';
    const next = replaceSection(doc, 'a', 'new');
    expect(next).toBe('intro\n\n<!-- bench:a:start -->\nnew\n<!-- bench:a:end -->\n\ntail\n');
    const appended = replaceSection(next, 'b', 'bee');
    expect(appended).toContain('new');
    expect(appended.endsWith('<!-- bench:b:start -->\nbee\n<!-- bench:b:end -->\n')).toBe(true);
  });

  it('tables rows with misses and their causes', () => {
    const table = rowsTable([
      { name: 'x', value: '1 KB', target: '≤ 2 KB', met: true },
      { name: 'y | z', value: '3 KB', target: '≤ 2 KB', met: false, note: 'big' },
    ]);
    expect(table).toContain('| x | 1 KB | ≤ 2 KB | yes |');
    expect(table).toContain('| y \\| z | 3 KB | ≤ 2 KB | **no**: big |');
  });

  it('names the machine', () => {
    expect(machineLine()).toMatch(/\d+ × .+ GB RAM, Linux .+, Node v\d+/);
  });
});
