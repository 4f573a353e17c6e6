/**
 * Look-alike letters in content and banner files (src/lib/look-alike.ts), in one wording for the
 * QA gate and the editor preview: each text with one gets one problem naming the first such
 * letter by code point and Unicode name, where it is, and the text retyped in Latin letters.
 */
import { describeCharacter, lookAlikes, withLatinLetters } from '../lib/look-alike';
import type { ContentCheck } from './content-checks';
import { walkStrings } from './placeholder-scan';

/** Keys whose value only Latin letters may spell: ids, types and the partner-offer type. */
const IDENTIFIER_KEYS = new Set(['id', 'type', 'bannerType', 'kind']);

/** One problem per text holding a look-alike letter; `offset` locates the letter in the text. */
export function lookAlikeChecks(value: unknown): ContentCheck[] {
  const problems: ContentCheck[] = [];
  walkStrings(value, (text, pointer, key) => {
    const identifier = key !== undefined && IDENTIFIER_KEYS.has(key);
    const found = lookAlikes(text, identifier);
    // A placeholder's name is an identifier too, wherever the text is.
    for (const m of text.matchAll(/\{([^{}\s]+)\}/g))
      for (const f of lookAlikes(m[1], true))
        if (!found.some((g) => g.index === m.index + 1 + f.index))
          found.push({ ...f, index: m.index + 1 + f.index });
    if (found.length === 0) return;
    found.sort((a, b) => a.index - b.index);
    const [first] = found;
    const more = found.length > 1 ? ` (and ${found.length - 1} more such letter(s))` : '';
    const fixed = withLatinLetters(text, found);
    problems.push({
      pointer,
      message: `has ${describeCharacter(first.char)} at character ${first.index + 1} of the text, a look-alike of the Latin letter "${first.latin}"${more}: it makes a different word that only looks the same; type it with Latin letters`,
      rule: 'look-alike',
      suggestion: fixed.length > 60 ? fixed.slice(0, 60) + '…' : fixed,
      offset: first.index,
    });
  });
  return problems;
}
