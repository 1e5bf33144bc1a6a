/**
 * Text as the moderation filters compare it (decision 0045): what a person writes to slip a word past a filter
 * (capitals, accents, full-width or styled letters, digits and symbols for letters, Cyrillic or Greek lookalikes,
 * letters repeated or spaced out, Hangul typed as loose jamo) reads the same as the plain word. Both the lists and
 * the texts go through it, so a list is written in ordinary spelling.
 */

/** Digits, symbols and other scripts' letters that stand for Latin letters. */
const lookalikes: Readonly<Record<string, string>> = {
  '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '@': 'a', '$': 's',
  // Cyrillic
  'а': 'a', 'в': 'b', 'е': 'e', 'ё': 'e', 'к': 'k', 'м': 'm', 'н': 'h', 'о': 'o', 'р': 'p', 'с': 'c', 'т': 't', 'у': 'y', 'х': 'x', 'і': 'i', 'ј': 'j', 'ѕ': 's',
  // Arabic letter shapes written interchangeably (alif maqsura, taa marbuta)
  'ى': 'ي', 'ة': 'ه',
  // Greek
  'α': 'a', 'β': 'b', 'ε': 'e', 'ι': 'i', 'κ': 'k', 'ν': 'v', 'ο': 'o', 'ρ': 'p', 'τ': 't', 'υ': 'u', 'χ': 'x',
};

const latinLetter = /\p{Script=Latin}/u;
/** Marks that carry no letter: Latin accents, Arabic harakat, hamza and madda marks and tatweel, invisible joiners and direction marks. */
const ignoredMarks = /[\u0300-\u036f\u064b-\u065f\u0670\u0640\u200b-\u200f\u2060\ufeff]/gu;
/** Letters taken apart before the marks go: Latin with accents, Hangul syllables, Arabic alif with hamza or madda. */
const decomposed = /[\u00c0-\u024f\uac00-\ud7a3\u0622-\u0626]/u;
/** Hangul final consonants (jongseong) written as the initial ones (choseong) they sound like, for syllable lists. */
const jongseongToChoseong: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ['ᆨ', 'ᄀ'], ['ᆩ', 'ᄁ'], ['ᆫ', 'ᄂ'], ['ᆮ', 'ᄃ'], ['ᆯ', 'ᄅ'], ['ᆷ', 'ᄆ'], ['ᆸ', 'ᄇ'], ['ᆺ', 'ᄉ'], ['ᆻ', 'ᄊ'], ['ᆼ', 'ᄋ'],
    ['ᆽ', 'ᄌ'], ['ᆾ', 'ᄎ'], ['ᆿ', 'ᄏ'], ['ᇀ', 'ᄐ'], ['ᇁ', 'ᄑ'], ['ᇂ', 'ᄒ'],
  ],
);

/**
 * Compatibility forms folded (full-width, styled and circled letters; loose Hangul jamo become conjoining jamo),
 * Hangul syllables taken apart into jamo and Latin letters into letter and accent (other scripts keep their
 * composed letters: a Japanese が is not a か), lower case, accents and invisible marks dropped, lookalikes as Latin.
 */
function foldCharacters(text: string): string {
  const folded = [...text.normalize('NFKC').toLowerCase()]
    .map((character) => (decomposed.test(character) ? character.normalize('NFD') : character))
    .join('')
    .replace(ignoredMarks, '');
  return [...folded].map((character) => lookalikes[character] ?? character).join('');
}

/** A letter repeated is read once ("niiice" as "nice"; lists go through the same, so "nigger" still matches). */
const collapseRepeats = (text: string) => text.replace(/(\p{L})\1+/gu, '$1');

/** Words for whole-word matching: letters and digits only, repeats collapsed (a list entry's words). */
export function splitMatchWords(text: string): string[] {
  return foldCharacters(text)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map(collapseRepeats);
}

/**
 * A text's words for whole-word matching, then each run of single Latin letters ("n i g g a", "f.u.c.k") joined into
 * one word, so spaced-out spellings match too.
 */
export function toMatchWords(text: string): string[] {
  const words = splitMatchWords(text);
  const joined: string[] = [];
  let run = '';
  for (const word of [...words, '']) {
    if ([...word].length === 1 && latinLetter.test(word)) {
      run += word;
      continue;
    }
    if ([...run].length > 1) joined.push(collapseRepeats(run));
    run = '';
  }
  return [...words, ...joined];
}

/**
 * One string for substring matching in scripts written without spaces between words (Korean, Japanese, Chinese,
 * Thai): separators removed, repeats collapsed. `syllables` also reads a final consonant as the initial it sounds
 * like, so 씨발 typed as ㅆㅣㅂㅏㄹ matches; lists of initial consonants alone (ㅅㅂ) are matched without it, since
 * a final and the next initial (옷보다) must not read as ㅅㅂ.
 */
export function toMatchRun(text: string, { syllables = false } = {}): string {
  const run = collapseRepeats(foldCharacters(text).replace(/[^\p{L}\p{M}\p{N}]+/gu, ''));
  return syllables ? [...run].map((character) => jongseongToChoseong[character] ?? character).join('') : run;
}

/** Whether a Hangul entry is initial consonants only (ㅅㅂ), which is matched without folding finals. */
export function isConsonantsOnly(entry: string): boolean {
  const run = toMatchRun(entry);
  return run.length > 0 && /^[\u1100-\u1112]+$/u.test(run);
}
