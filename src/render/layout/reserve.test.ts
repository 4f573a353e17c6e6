import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESERVE_STEPS, reserveClass } from './reserve';

const css = readFileSync(resolve(import.meta.dirname, '../styles/base.css'), 'utf8');

describe('reserveClass', () => {
  it('rounds up to the next step, so a skeleton is never shorter than its block asked', () => {
    expect(reserveClass(160)).toBe('fp-reserve--160');
    expect(reserveClass(100)).toBe('fp-reserve--160');
    expect(reserveClass(10_000)).toBe('fp-reserve--480');
  });

  it('has a rule in base.css for every step', () => {
    for (const step of RESERVE_STEPS) {
      expect(css).toContain(`.fp-reserve--${step} {\n  min-height: ${step}px;`);
    }
  });
});
