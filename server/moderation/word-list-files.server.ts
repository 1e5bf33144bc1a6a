import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languageCodes } from '../../domain/languages';
import { compileWordLists, listActions, parseListFile, type CompiledWordLists, type ListEntry } from '../../domain/moderation/word-lists';

/** Where the lists are unless MODERATION_LISTS_DIR says otherwise: this folder, from the repository root. */
export const defaultWordListDirectory = path.join('server', 'moderation', 'blocklists');

/**
 * Reads `{language}.refuse.txt` and `{language}.hold.txt` of the nine languages from `directory` (a missing file is
 * an empty list), once at start: the operator edits the files and restarts. Every list applies to every text, since
 * a slur is one whatever the page's language.
 */
export function loadWordLists(directory: string): { lists: CompiledWordLists; entryCount: number } {
  const entries: ListEntry[] = [];
  for (const language of languageCodes) {
    for (const action of listActions) {
      const file = path.join(directory, `${language}.${action}.txt`);
      if (existsSync(file)) entries.push(...parseListFile(readFileSync(file, 'utf8'), action));
    }
  }
  return { lists: compileWordLists(entries), entryCount: entries.length };
}
