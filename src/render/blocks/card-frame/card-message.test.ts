import { frameOrigin, frameSrc, readCardMessage } from './card-message';

describe('readCardMessage', () => {
  it('reads a token with its card', () => {
    expect(
      readCardMessage({ type: 'freshpass-card', token: 'tok_1', brand: 'visa', last4: '1111' }),
    ).toEqual({ kind: 'token', token: 'tok_1', brand: 'visa', last4: '1111' });
  });

  it('reads a refusal code', () => {
    expect(readCardMessage({ type: 'freshpass-card', code: '00022' })).toEqual({
      kind: 'refused',
      code: '00022',
    });
  });

  it('ignores other messages and malformed data', () => {
    expect(readCardMessage({ type: 'other', token: 'tok_1' })).toBeNull();
    expect(readCardMessage({ type: 'freshpass-card', token: '' })).toBeNull();
    expect(readCardMessage({ type: 'freshpass-card', token: 42 })).toBeNull();
    expect(readCardMessage('freshpass-card')).toBeNull();
    expect(readCardMessage(null)).toBeNull();
  });
});

describe('frameSrc and frameOrigin', () => {
  it('keeps a same-origin frame relative and names the parent origin', () => {
    expect(frameSrc('/tokenservice/frame.html', 'http://vons.localhost:4173')).toBe(
      '/tokenservice/frame.html?parentOrigin=http%3A%2F%2Fvons.localhost%3A4173',
    );
    expect(frameOrigin('/tokenservice/frame.html', 'http://vons.localhost:4173')).toBe(
      'http://vons.localhost:4173',
    );
  });

  it('keeps the token host of other environments absolute', () => {
    const url = 'https://qa1-tokens.freshpass.example/tokenservice/frame.html';
    expect(frameSrc(url, 'https://qa1-www.safeway.com')).toBe(
      `${url}?parentOrigin=https%3A%2F%2Fqa1-www.safeway.com`,
    );
    expect(frameOrigin(url, 'https://qa1-www.safeway.com')).toBe(
      'https://qa1-tokens.freshpass.example',
    );
  });
});
