/**
 * How many content fingerprints a page carries and the app keeps (the fingerprint itself:
 * content-digest.ts, loaded only when an answer is compared with one): one per content path of a
 * banner, three dozen today.
 */
export const MAX_CONTENT_DIGESTS = 64;
