import { isVisible, type Audience } from './visibility';

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
