/**
 * The `{loyaltyProgram}` placeholder, filled without repeating a word. Content writes
 * "{loyaltyProgram} rewards" because most programs are "<Banner> for U"; a program whose name
 * already ends in that word (Kings Rewards, Balducci's Rewards) must read "Kings Rewards", not
 * "Kings Rewards rewards". Every placeholder filler (the renderer, the error messages and the
 * sandbox's content service) fills this placeholder here, so the rule lives in one place.
 */

/** The placeholder, with the word written right after it (if any). */
const LOYALTY_PROGRAM = /\{loyaltyProgram\}(\s+(\p{L}+))?/gu;

/** The last word of a name, lower-cased ("Kings Rewards" → "rewards"). */
function lastWord(name: string): string {
  return (name.trim().split(/\s+/).at(-1) ?? '').toLowerCase();
}

/**
 * Replaces every `{loyaltyProgram}` in `text` with `name`, dropping the word after the placeholder
 * when the name already ends with it (case-insensitive): "{loyaltyProgram} rewards" gives "Vons for
 * U rewards" but "Kings Rewards".
 */
export function fillLoyaltyProgram(text: string, name: string): string {
  const last = lastWord(name);
  return text.replace(
    LOYALTY_PROGRAM,
    (_match, tail: string | undefined, word: string | undefined) =>
      word !== undefined && last !== '' && word.toLowerCase() === last ? name : name + (tail ?? ''),
  );
}

/**
 * True when text written out (not through the placeholder) repeats the program name's last word
 * right after the name, as "Kings Rewards rewards": the validator's check of banner text.
 */
export function repeatsLoyaltyWord(text: string, name: string): boolean {
  const last = lastWord(name);
  if (!name.trim() || !last) return false;
  const escaped = name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}\\s+${last}(?!\\p{L})`, 'iu').test(text);
}
