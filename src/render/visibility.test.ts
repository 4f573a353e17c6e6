import {
  activeGroups,
  blockShows,
  isVisible,
  type Audience,
  type LayoutGroups,
} from './visibility';

const member: Audience = {
  flags: { enableSnap: true, enableLTO: false },
  status: 'ACTIVE',
  role: 'primary',
};

describe('isVisible', () => {
  it('shows a block without a rule, or with an empty one', () => {
    expect(isVisible(undefined, member)).toBe(true);
    expect(isVisible({}, member)).toBe(true);
  });

  it('needs every listed flag on', () => {
    expect(isVisible({ flags: ['enableSnap'] }, member)).toBe(true);
    expect(isVisible({ flags: ['enableSnap', 'enableLTO'] }, member)).toBe(false);
    expect(isVisible({ flags: ['enablePartners'] }, member)).toBe(false);
    expect(isVisible({ flags: ['constructor'] }, member)).toBe(false);
  });

  it('matches the subscription status, including NONE for no subscription', () => {
    expect(isVisible({ statuses: ['ACTIVE', 'TRIAL'] }, member)).toBe(true);
    expect(isVisible({ statuses: ['CANCELLED'] }, member)).toBe(false);
    expect(isVisible({ statuses: ['NONE'] }, { ...member, status: 'NONE' })).toBe(true);
    expect(isVisible({ statuses: ['NONE'] }, member)).toBe(false);
  });

  it('hides status- or role-bound blocks while that fact is unknown', () => {
    expect(isVisible({ statuses: ['ACTIVE'] }, { flags: {} })).toBe(false);
    expect(isVisible({ roles: ['primary'] }, { flags: {} })).toBe(false);
  });

  it('matches the role', () => {
    expect(isVisible({ roles: ['secondary'] }, member)).toBe(false);
    expect(isVisible({ roles: ['secondary'] }, { ...member, role: 'secondary' })).toBe(true);
  });

  it('needs all conditions at once', () => {
    const rule = { flags: ['enableSnap'], statuses: ['ACTIVE'], roles: ['primary'] };
    expect(isVisible(rule, member)).toBe(true);
    expect(isVisible(rule, { ...member, role: 'guest' })).toBe(false);
  });
});

describe('screen facts, anyOf and not', () => {
  const at = (facts: Audience['facts']): Audience => ({ ...member, facts });

  it('needs each named fact to have one of the listed values, and to be given', () => {
    expect(isVisible({ facts: { step: ['offer'] } }, at({ step: 'offer' }))).toBe(true);
    expect(isVisible({ facts: { step: ['offer'] } }, at({ step: 'reason' }))).toBe(false);
    expect(isVisible({ facts: { step: ['offer'] } }, at({}))).toBe(false);
    expect(isVisible({ facts: { step: ['offer'] } }, at({ step: undefined }))).toBe(false);
    expect(isVisible({ facts: { confirming: [true] } }, at({ confirming: true }))).toBe(true);
    expect(isVisible({ facts: { confirming: [true] } }, at({ confirming: false }))).toBe(false);
    // A fact named like an Object.prototype key is not given unless the screen gives it.
    expect(isVisible({ facts: { constructor: ['x'] } }, at({}))).toBe(false);
  });

  it('holds with anyOf when one alternative does, and with not when it does not', () => {
    const trial = {
      anyOf: [
        { statuses: ['TRIAL'] },
        { statuses: ['PROCESSING'], facts: { previousStatus: ['TRIAL'] } },
      ],
    };
    const processing: Audience = { ...member, status: 'PROCESSING' };
    expect(isVisible(trial, { ...member, status: 'TRIAL' })).toBe(true);
    expect(isVisible(trial, { ...processing, facts: { previousStatus: 'TRIAL' } })).toBe(true);
    expect(isVisible(trial, { ...processing, facts: { previousStatus: 'ACTIVE' } })).toBe(false);
    const renewing = { statuses: ['PROCESSING'], not: { facts: { previousStatus: ['TRIAL'] } } };
    expect(isVisible(renewing, processing)).toBe(true);
    expect(isVisible(renewing, { ...processing, facts: { previousStatus: 'TRIAL' } })).toBe(false);
  });
});

describe('blockShows and activeGroups (a layout’s groups)', () => {
  const groups: LayoutGroups = {
    reason: { when: { facts: { step: ['reason'] } } },
    offer: { when: { facts: { step: ['offer'] } } },
    done: { when: { facts: { step: ['done'] } } },
  };
  const blocks = [
    { id: 'intro' },
    { id: 'form', group: 'reason' },
    { id: 'offer-facts', group: 'offer' },
    { id: 'offer-buttons', group: 'offer', when: { roles: ['secondary'] } },
    { id: 'done-facts', group: 'done' },
    { id: 'typo', group: 'ofer' },
  ];
  const shown = (audience: Audience) =>
    blocks.filter((b) => blockShows(b, groups, audience)).map((b) => b.id);

  it('shows blocks of no group, and a group’s blocks only while its when holds', () => {
    expect(shown({ ...member, facts: { step: 'offer' } })).toEqual(['intro', 'offer-facts']);
    expect(shown({ ...member, facts: { step: 'reason' } })).toEqual(['intro', 'form']);
    expect(shown({ ...member, role: 'secondary', facts: { step: 'offer' } })).toEqual([
      'intro',
      'offer-facts',
      'offer-buttons',
    ]);
  });

  it('never shows a block of an undeclared group', () => {
    expect(blockShows({ group: 'ofer' }, groups, { ...member, facts: { step: 'offer' } })).toBe(
      false,
    );
    expect(blockShows({ group: 'offer' }, undefined, member)).toBe(false);
    expect(blockShows({ group: 'toString' }, groups, member)).toBe(false);
  });

  it('names the groups that show, in layout order', () => {
    expect(activeGroups(groups, { ...member, facts: { step: 'done' } })).toEqual(['done']);
    expect(activeGroups(groups, member)).toEqual([]);
    expect(activeGroups(undefined, member)).toEqual([]);
  });
});
