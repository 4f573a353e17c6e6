/**
 * Letters of other scripts that look like Latin ones (Cyrillic "о" U+043E beside Latin "o"). In
 * an id, a `bannerType` or a `{placeholder}` such a letter makes a different word that looks the
 * same: the placeholder is printed as typed, partner offers never match the type. Each is named
 * by code point and Unicode name (the unicode-name package: the full Unicode table, so a letter
 * this file does not list is still named correctly), with the Latin letter it imitates as the fix.
 */
import { unicodeName } from 'unicode-name';

/** Cyrillic and Greek letters that look like a Latin letter, and that letter. */
const LATIN_OF: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  һ: 'h',
  і: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  у: 'y',
  ԝ: 'w',
  х: 'x',
  ү: 'y',
  А: 'A',
  В: 'B',
  С: 'C',
  Е: 'E',
  Н: 'H',
  І: 'I',
  Ј: 'J',
  К: 'K',
  М: 'M',
  О: 'O',
  Р: 'P',
  Ѕ: 'S',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  Ү: 'Y',
  // Greek
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
};

/** The Latin letter a character imitates (fullwidth Latin included), or undefined. */
export function latinOf(char: string): string | undefined {
  const code = char.codePointAt(0) ?? 0;
  // Fullwidth A–Z and a–z (U+FF21…U+FF5A) sit 0xFEE0 above ASCII.
  if ((code >= 0xff21 && code <= 0xff3a) || (code >= 0xff41 && code <= 0xff5a))
    return String.fromCodePoint(code - 0xfee0);
  return LATIN_OF[char];
}

/** `U+043E CYRILLIC SMALL LETTER O`. */
export function describeCharacter(char: string): string {
  const code = (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
  return `U+${code} ${unicodeName(char) ?? 'UNNAMED CHARACTER'}`;
}

/** A look-alike letter found in a text. */
export interface LookAlike {
  char: string;
  /** Its index in the text (UTF-16 units, as JavaScript counts). */
  index: number;
  latin: string;
}

const WORD = /[\p{L}\p{N}_]+/gu;

/**
 * The look-alike letters of a text: in a word that also has Latin letters (`prоduct`), or
 * anywhere when `identifier` (an id or a type, which only Latin letters may spell).
 */
export function lookAlikes(text: string, identifier = false): LookAlike[] {
  const found: LookAlike[] = [];
  for (const word of text.matchAll(WORD)) {
    const chars = [...word[0]];
    const mixed = identifier || chars.some((c) => /[A-Za-z]/.test(c));
    if (!mixed) continue;
    let at = word.index;
    for (const char of chars) {
      const latin = latinOf(char);
      if (latin !== undefined) found.push({ char, index: at, latin });
      at += char.length;
    }
  }
  return found;
}

/** The text with every look-alike letter replaced by the Latin one it imitates. */
export function withLatinLetters(text: string, found: readonly LookAlike[]): string {
  let out = text;
  for (const { index, char, latin } of [...found].sort((a, b) => b.index - a.index))
    out = out.slice(0, index) + latin + out.slice(index + char.length);
  return out;
}
