import { describe, expect, it } from 'vitest';
import { isLocalOrDev } from './build-flags';

describe('isLocalOrDev', () => {
  it.each([
    [{ DEV: true, VITE_FRESHPASS_ENV: 'prod' }, true],
    [{ DEV: false }, true],
    [{ DEV: false, VITE_FRESHPASS_ENV: 'local' }, true],
    [{ DEV: false, VITE_FRESHPASS_ENV: 'qa1' }, false],
    [{ DEV: false, VITE_FRESHPASS_ENV: 'prod' }, false],
  ])('%o → %s', (env, expected) => expect(isLocalOrDev(env)).toBe(expected));
});
