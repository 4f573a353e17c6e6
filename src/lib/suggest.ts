import { distance } from 'fastest-levenshtein';

/**
 * The closest candidate to a misspelt word, or undefined when nothing is close enough to be a
 * plausible typo: one edit for short words, else two edits or a third of the length (a swapped
 * pair of letters, "titel" for "title", counts as two edits).
 */
export function suggest(word: string, candidates: Iterable<string>): string | undefined {
  const limit = word.length <= 3 ? 1 : Math.max(2, Math.floor(word.length / 3));
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
