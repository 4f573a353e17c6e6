import { kindOfPath } from './content-kinds';

describe('kindOfPath', () => {
  it.each([
    ['faq', 'faq'],
    ['pre-churn-tiles', 'benefit-tiles'],
    ['snap-easy-steps', 'rich-text'],
    ['left-nav-v2', 'left-nav-v2'],
    ['screens/manage', 'screen-layout'],
    ['forms/zip-code', 'form'],
  ])('%s is checked by %s', (path, kind) => {
    expect(kindOfPath(path)).toBe(kind);
  });

  it.each(['nope', 'screens', 'screens/a/b', 'vons/faq', 'constructor', '__proto__'])(
    '%s has no kind',
    (path) => {
      expect(kindOfPath(path)).toBeUndefined();
    },
  );
});
