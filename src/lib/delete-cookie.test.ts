import { afterEach, describe, expect, it } from 'vitest';
import { hasCookie } from './cookies';
import { deleteCookie } from './delete-cookie';

describe('deleteCookie', () => {
  afterEach(() => {
    document.cookie = 'keep=; max-age=0; path=/';
  });

  it('removes the named cookie and leaves the others', () => {
    document.cookie = 'elevateSessionId=abc; path=/';
    document.cookie = 'keep=1; path=/';
    expect(hasCookie('elevateSessionId')).toBe(true);
    deleteCookie('elevateSessionId');
    expect(hasCookie('elevateSessionId')).toBe(false);
    expect(hasCookie('keep')).toBe(true);
  });

  it('is harmless when the cookie is absent', () => {
    deleteCookie('missing');
    expect(hasCookie('missing')).toBe(false);
  });
});
