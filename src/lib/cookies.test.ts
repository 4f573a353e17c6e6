import { hasCookie, readCookie } from './cookies';

describe('cookies', () => {
  it('reads a cookie by exact name, decoded', () => {
    const source = 'XSRF-TOKEN=a%20b; OTHER=1; XSRF-TOKEN-OLD=zzz';
    expect(readCookie('XSRF-TOKEN', source)).toBe('a b');
    expect(readCookie('OTHER', source)).toBe('1');
    expect(readCookie('XSRF', source)).toBeUndefined();
  });

  it('keeps a malformed escape as it is', () => {
    expect(readCookie('A', 'A=%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('treats an empty cookie as absent for hasCookie', () => {
    expect(hasCookie('R', 'R=')).toBe(false);
    expect(hasCookie('R', 'R=1')).toBe(true);
  });

  it('reads document cookies by default', () => {
    document.cookie = 'fpTestCookie=abc; path=/';
    expect(readCookie('fpTestCookie')).toBe('abc');
    document.cookie = 'fpTestCookie=; Max-Age=0; path=/';
    expect(readCookie('fpTestCookie')).toBeUndefined();
  });
});
