import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { contentDigest } from './content-digest';

describe('contentDigest', () => {
  it('is the first 9 bytes of the SHA-256 of the JSON, in base64url', async () => {
    const value = { title: 'Manage {product}', blocks: [{ id: 'a', n: 1.5 }] };
    const expected = createHash('sha256')
      .update(JSON.stringify(value))
      .digest()
      .subarray(0, 9)
      .toString('base64url');
    const digest = await contentDigest(value);
    expect(digest).toBe(expected);
    expect(digest).toMatch(/^[\w-]{12}$/);
  });

  it('is the same for the value read again from its JSON, and differs for any change', async () => {
    const value = { a: [1, 2, { b: 'é\u2028' }], c: null };
    const again: unknown = JSON.parse(JSON.stringify(value));
    expect(await contentDigest(again)).toBe(await contentDigest(value));
    expect(await contentDigest({ ...value, c: 0 })).not.toBe(await contentDigest(value));
    // Key order is part of the answer: an editor's reordering is checked again.
    expect(await contentDigest({ c: null, a: value.a })).not.toBe(await contentDigest(value));
  });

  it('gives no digest where the platform has no Web Crypto digest', async () => {
    vi.stubGlobal('crypto', {});
    try {
      expect(await contentDigest({ a: 1 })).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
