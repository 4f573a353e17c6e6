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
  // Most strings hold no placeholder: a plain search spares them the Unicode pattern, which the
  // renderer otherwise ran on every string of every block's props as it rendered.
  if (!text.includes('{loyaltyProgram}')) return text;
  const last = lastWord(name);
  return text.replace(
    LOYALTY_PROGRAM,
    (_match, tail: string | undefined, word: string | undefined) =>
      word !== undefined && last !== '' && word.toLowerCase() === last ? name : name + (tail ?? ''),
  );
}

/** One letter of any script, and one white-space character (what `\s` matches). */
const LETTER = /^\p{L}$/u;
const SPACE = /^\s$/;

/**
 * A test for text written out (not through the placeholder) that repeats the program name's last
 * word right after the name, as "Kings Rewards rewards" (case-insensitive): the validator's check
 * of banner text. A plain search, not a pattern built from the name: the gate runs it on every
 * text of every banner, and a new Unicode pattern per banner was most of the time of validating
 * 1,000 banners (V8 interprets each new pattern until it has run many times).
 */
export function loyaltyWordRepeat(name: string): (text: string) => boolean {
  const needle = name.trim().toLowerCase();
  const last = lastWord(name);
  if (!needle || !last) return () => false;
  return (text) => {
    const hay = text.toLowerCase();
    for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) {
      let i = at + needle.length;
      while (i < hay.length && SPACE.test(hay[i])) i += 1;
      if (i === at + needle.length || !hay.startsWith(last, i)) continue;
      const after = hay.codePointAt(i + last.length);
      if (after === undefined || !LETTER.test(String.fromCodePoint(after))) return true;
    }
    return false;
  };
}

/** True when `text` repeats the last word of the loyalty program `name` (loyaltyWordRepeat). */
export function repeatsLoyaltyWord(text: string, name: string): boolean {
  return loyaltyWordRepeat(name)(text);
}
