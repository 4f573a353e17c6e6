import { describe, expect, it } from 'vitest';
import { experimentValue, flagDigits, isMenuItemShown } from './flags';

describe('flagDigits', () => {
  it.each([
    ['EOT4521', '4521'],
    ['eot_45_21', '4521'],
    ['ACIP77', '77'],
    ['newTest', ''],
  ])('%s → %s', (name, digits) => expect(flagDigits(name)).toBe(digits));
});

describe('experimentValue', () => {
  it.each([
    ['EOT4521', { eot: { '4521': 'b' } }, 'b'],
    ['ACIP4521', { eot: { '4521': 'a' } }, 'a'],
    ['test_7310', { acip: { '7310': 'b' } }, 'b'],
    ['EOT4521', { eot: { '4521': 'a' }, acip: { '4521': 'b' } }, 'a'],
    ['EOT999', { eot: { '4521': 'b' } }, undefined],
    ['plainFlag', { eot: { '4521': 'b' } }, undefined],
    ['EOT4521', {}, undefined],
  ] as const)('%s in %o → %s', (name, values, value) => {
    expect(experimentValue(name, values)).toBe(value);
  });
});

describe('isMenuItemShown', () => {
  const none = new Set<string>();
  const fp = new Set(['freshpass']);
  it.each([
    ['no flag', {}, {}, none, true],
    ['blank flag', { eotFlagName: ' ' }, {}, none, true],
    ['EOT value b', { eotFlagName: 'EOT4521' }, { eot: { '4521': 'b' } }, none, true],
    ['EOT value B', { eotFlagName: 'EOT4521' }, { eot: { '4521': 'B' } }, none, true],
    ['EOT value a', { eotFlagName: 'EOT4521' }, { eot: { '4521': 'a' } }, none, false],
    ['flag unset', { eotFlagName: 'EOT4521' }, {}, none, false],
    ['found as ACIP b', { eotFlagName: 'EOT7310' }, { acip: { '7310': 'b' } }, none, true],
    ['found as ACIP a', { eotFlagName: 'ACIP7310' }, { acip: { '7310': 'a' } }, none, false],
    ['no digits', { eotFlagName: 'betaNav' }, { eot: { '1': 'b' } }, none, false],
    ['eot-driven', { eotFlagName: 'EOT1', eotDrivenLink: true }, {}, none, true],
    ['eot-driven "true"', { eotFlagName: 'EOT1', eotDrivenLink: 'true' }, {}, none, true],
    ['eot-driven false', { eotFlagName: 'EOT1', eotDrivenLink: false }, {}, none, false],
    ['enrolled in program', { eotFlagName: 'freshpassEOT1' }, {}, fp, true],
    ['not enrolled', { eotFlagName: 'freshpassEOT1' }, {}, none, false],
    ['enrolled, other program', { eotFlagName: 'snapEOT1' }, {}, fp, false],
  ] as const)('%s → %s', (_label, item, values, enrolled, shown) => {
    expect(isMenuItemShown(item, values, enrolled)).toBe(shown);
  });
});
