import { distance } from 'fastest-levenshtein';

/**
 * The closest candidate to a misspelt word, or undefined when nothing is close enough to be a
 * plausible typo (at most a third of the word's length, and at least one edit allowed).
 */
export function suggest(word: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const d = distance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= limit ? best : undefined;
}
