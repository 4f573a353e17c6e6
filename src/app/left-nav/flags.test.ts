import { describe, expect, it } from 'vitest';
import { experimentValue, flagDigits, isMenuItemShown } from './flags';

describe('flagDigits', () => {
  it.each([
    ['EOT1234', '1234'],
    ['eot_12_34', '1234'],
    ['ACIP77', '77'],
    ['newTest', ''],
  ])('%s → %s', (name, digits) => expect(flagDigits(name)).toBe(digits));
});

describe('experimentValue', () => {
  it.each([
    ['EOT1234', { EOT1234: 'b' }, 'b'],
    ['ACIP1234', { EOT1234: 'a' }, 'a'],
    ['test_1234', { ACIP1234: 'b' }, 'b'],
    ['EOT1234', { EOT1234: 'a', ACIP1234: 'b' }, 'a'],
    ['EOT999', { EOT1234: 'b' }, undefined],
    ['plainFlag', { plainFlag: 'b' }, 'b'],
  ] as const)('%s in %o → %s', (name, values, value) => {
    expect(experimentValue(name, values)).toBe(value);
  });
});

describe('isMenuItemShown', () => {
  const none = new Set<string>();
  it.each([
    ['no flag', {}, {}, none, true],
    ['blank flag', { eotFlagName: ' ' }, {}, none, true],
    ['flag b', { eotFlagName: 'EOT1234' }, { EOT1234: 'b' }, none, true],
    ['flag B', { eotFlagName: 'EOT1234' }, { EOT1234: 'B' }, none, true],
    ['flag a', { eotFlagName: 'EOT1234' }, { EOT1234: 'a' }, none, false],
    ['flag unset', { eotFlagName: 'EOT1234' }, {}, none, false],
    ['ACIP lookup b', { eotFlagName: 'EOT1234' }, { ACIP1234: 'b' }, none, true],
    ['eot-driven', { eotFlagName: 'EOT1234', eotDrivenLink: true }, {}, none, true],
    ['eot-driven "true"', { eotFlagName: 'EOT1234', eotDrivenLink: 'true' }, {}, none, true],
    ['eot-driven false', { eotFlagName: 'EOT1234', eotDrivenLink: false }, {}, none, false],
    ['enrolled by digits', { eotFlagName: 'EOT1234' }, {}, new Set(['1234']), true],
    ['enrolled by name', { eotFlagName: 'EOT1234' }, { EOT1234: 'a' }, new Set(['EOT1234']), true],
    ['enrolled elsewhere', { eotFlagName: 'EOT1234' }, {}, new Set(['99']), false],
  ] as const)('%s → %s', (_label, item, values, enrolled, shown) => {
    expect(isMenuItemShown(item, values, enrolled)).toBe(shown);
  });
});
