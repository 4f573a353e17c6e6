import { VALIDATOR_GROUPS, validatorGroupOf, validatorGroupTest } from './validator-groups';
import { knownContentPaths } from '../content/content-kinds';

describe('validator groups', () => {
  it('groups the kinds every first screen fetches, each kind in one group at most', () => {
    const kinds = Object.values(VALIDATOR_GROUPS).flat();
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(validatorGroupOf('ui-text')).toBe('shell-validators');
    expect(validatorGroupOf('screen-layout')).toBe('shell-validators');
    expect(validatorGroupOf('left-nav-v2')).toBe('nav-validators');
    expect(validatorGroupOf('faq')).toBeUndefined();
    for (const kind of kinds.filter((k) => k !== 'screen-layout'))
      expect(knownContentPaths()).toContain(kind);
  });

  it("matches exactly its kinds' generated validator modules", () => {
    const test = validatorGroupTest('shell-validators');
    const module = (name: string) => `/repo/src/content/generated/validators/${name}.js`;
    expect(test.test(module('ui-text'))).toBe(true);
    expect(test.test(module('error-catalogue'))).toBe(true);
    expect(test.test('C:\\repo\\src\\content\\generated\\validators\\feature-toggles.js')).toBe(
      true,
    );
    expect(test.test(module('faq'))).toBe(false);
    expect(test.test(module('blocks/richText'))).toBe(false);
    expect(test.test(module('ui-text-extra'))).toBe(false);
    expect(validatorGroupTest('nav-validators').test(module('left-nav-v1'))).toBe(false);
  });
});
