import { blockHolds, ruleHolds, type RuleSubject } from './visibility-rule';

const flagsOnly: RuleSubject = { flags: { on: true, off: false } };
const member: RuleSubject = { ...flagsOnly, status: 'ACTIVE', role: 'primary', facts: {} };

describe('ruleHolds', () => {
  it('decides on flags alone, whatever is not known', () => {
    expect(ruleHolds({ flags: ['on'] }, flagsOnly, 'unknown')).toBe(true);
    expect(ruleHolds({ flags: ['off'], statuses: ['ACTIVE'] }, flagsOnly, 'unknown')).toBe(false);
    expect(ruleHolds({ flags: ['never-set'] }, flagsOnly, 'unknown')).toBe(false);
  });

  it("gives what is not known as the caller says: false (the renderer) or 'unknown' (routeNeeds)", () => {
    const rule = { statuses: ['ACTIVE'] };
    expect(ruleHolds(rule, flagsOnly, false)).toBe(false);
    expect(ruleHolds(rule, flagsOnly, 'unknown')).toBe('unknown');
    expect(ruleHolds(rule, member, 'unknown')).toBe(true);
    expect(ruleHolds({ facts: { step: ['reasons'] } }, member, 'unknown')).toBe('unknown');
  });

  it('negates and chooses in three values: not unknown is unknown, one true choice holds', () => {
    expect(ruleHolds({ not: { roles: ['guest'] } }, flagsOnly, 'unknown')).toBe('unknown');
    expect(ruleHolds({ not: { roles: ['guest'] } }, flagsOnly, false)).toBe(true);
    expect(ruleHolds({ not: { flags: ['on'] } }, flagsOnly, 'unknown')).toBe(false);
    const either = { anyOf: [{ flags: ['off'] }, { statuses: ['TRIAL'] }] };
    expect(ruleHolds(either, flagsOnly, 'unknown')).toBe('unknown');
    expect(ruleHolds({ anyOf: [{ flags: ['off'] }] }, flagsOnly, 'unknown')).toBe(false);
    expect(ruleHolds({ anyOf: [{ roles: ['guest'] }, { flags: ['on'] }] }, flagsOnly, false)).toBe(
      true,
    );
  });
});

describe('blockHolds', () => {
  const groups = {
    offGroup: { when: { flags: ['off'] } },
    trial: { when: { statuses: ['TRIAL'] } },
  };

  it("needs the block's group to hold too, and a declared group", () => {
    expect(blockHolds({ group: 'offGroup' }, groups, flagsOnly, 'unknown')).toBe(false);
    expect(blockHolds({ group: 'trial' }, groups, flagsOnly, 'unknown')).toBe('unknown');
    expect(blockHolds({ group: 'trial' }, groups, member, 'unknown')).toBe(false);
    expect(blockHolds({ group: 'missing' }, groups, flagsOnly, 'unknown')).toBe(false);
    expect(blockHolds({ when: { flags: ['on'] } }, undefined, flagsOnly, 'unknown')).toBe(true);
  });
});
