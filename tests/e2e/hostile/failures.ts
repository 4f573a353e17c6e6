/**
 * What the fault specs inject and the words a shopper must then read: the shipped error
 * catalogue, and the three failing answers every call is tested with (the 10-second delay is
 * checked on its own in each spec, as it needs a different kind of wait).
 */
import { repoJson } from './sandbox';

/** The shipped error catalogue (content/error-catalogue.json). */
export const catalogue = repoJson<{
  fallback: string;
  codes: Record<string, { message: string }>;
  messages: Record<string, string>;
}>('content/error-catalogue.json');

/** A 500 (server code 0007), a dropped connection, a malformed body; `words` is what shows. */
export const FAILURES = [
  {
    label: 'a 500',
    fault: { status: 500, code: '0007' },
    words: catalogue.codes['0007']?.message ?? '',
  },
  { label: 'a dropped connection', fault: { kind: 'network' as const }, words: catalogue.fallback },
  { label: 'a malformed body', fault: { kind: 'malformed' as const }, words: catalogue.fallback },
];
