import { isConsonantsOnly, splitMatchWords, toMatchRun, toMatchWords } from './normalize-for-matching';

/**
 * The moderation word lists (decision 0045): what a list's words do to a text that contains one. "refuse": the text is
 * not stored and the writer is told why (slurs). "hold": it is stored hidden until an operator decides (spam and
 * solicitation markers, which are sometimes innocent).
 */
export const listActions = ['refuse', 'hold'] as const;
export type ListAction = (typeof listActions)[number];

export interface ListEntry {
  action: ListAction;
  text: string;
}

/** Scripts written without spaces between words: their entries match anywhere in the text, separators removed. */
const unspacedScript = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** The lines of a list file: one entry per line, `#` comments and blank lines skipped. */
export function parseListFile(contents: string, action: ListAction): ListEntry[] {
  return contents
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'))
    .map((text) => ({ action, text }));
}

export interface WordListMatch {
  action: ListAction;
  entry: string;
}

/**
 * Compiles the entries once; `find` answers the strongest action a text calls for ("refuse" before "hold"), or
 * null. Spaced scripts match whole words and word sequences ("ass" never matches "class"); unspaced ones match
 * inside the text.
 */
export function compileWordLists(entries: readonly ListEntry[]) {
  const words = new Map<string, WordListMatch>();
  const phrases: { phrase: string; match: WordListMatch }[] = [];
  const runs: { run: string; syllables: boolean; match: WordListMatch }[] = [];
  const stronger = (match: WordListMatch, other: WordListMatch | undefined) => (other?.action === 'refuse' ? other : match);
  for (const entry of entries) {
    const match = { action: entry.action, entry: entry.text };
    if (unspacedScript.test(entry.text)) {
      const syllables = !isConsonantsOnly(entry.text);
      const run = toMatchRun(entry.text, { syllables });
      if (run.length > 0) runs.push({ run, syllables, match });
      continue;
    }
    const entryWords = splitMatchWords(entry.text);
    if (entryWords.length === 1) words.set(entryWords[0]!, stronger(match, words.get(entryWords[0]!)));
    else if (entryWords.length > 1) phrases.push({ phrase: ` ${entryWords.join(' ')} `, match });
  }
  return {
    find(text: string): WordListMatch | null {
      let found: WordListMatch | null = null;
      const keep = (match: WordListMatch) => {
        found = found?.action === 'refuse' ? found : match;
      };
      const textWords = toMatchWords(text);
      for (const word of textWords) {
        const match = words.get(word);
        if (match) keep(match);
      }
      const sequence = ` ${textWords.join(' ')} `;
      for (const { phrase, match } of phrases) if (sequence.includes(phrase)) keep(match);
      if (runs.length > 0 && unspacedScript.test(text)) {
        const plain = toMatchRun(text);
        const folded = toMatchRun(text, { syllables: true });
        for (const { run, syllables, match } of runs) if ((syllables ? folded : plain).includes(run)) keep(match);
      }
      return found;
    },
  };
}

export type CompiledWordLists = ReturnType<typeof compileWordLists>;
