/**
 * A short fingerprint of a content value, the same in the build (Node) and in the browser: SHA-256
 * of the value as `JSON.stringify` writes it, its first 9 bytes in base64url (12 characters).
 * `JSON.parse` then `JSON.stringify` keeps keys in order and writes numbers one way, so an answer
 * equal to what the build read gives the same fingerprint. 72 bits: finding other content with a
 * given fingerprint takes about 2^72 tries, so an equal fingerprint stands for equal content.
 */

/**
 * The fingerprint of `value`; undefined where the platform has no Web Crypto digest (a page served
 * over plain HTTP from a host other than localhost): the caller then checks the value itself.
 */
export async function contentDigest(value: unknown): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const hash = new Uint8Array(await subtle.digest('SHA-256', bytes)).subarray(0, 9);
  let binary = '';
  for (const byte of hash) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_');
}
