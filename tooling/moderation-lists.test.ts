import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../domain/languages';
import { parseListFile } from '../domain/moderation/word-lists';
import { collectTexts } from '../domain/text-scripts';
import { defaultWordListDirectory, loadWordLists } from '../server/moderation/word-list-files.server';

const { lists } = loadWordLists(defaultWordListDirectory);
const readList = (language: string, action: 'refuse' | 'hold') =>
  parseListFile(readFileSync(path.join(defaultWordListDirectory, `${language}.${action}.txt`), 'utf8'), action);

/** Every text the site itself writes: the interface in nine languages and every quiz's content. */
function siteTexts(): [string, string][] {
  const files = [
    ...readdirSync('app/i18n/messages').map((file) => path.join('app/i18n/messages', file)),
    ...readdirSync('domain/quizzes', { recursive: true, encoding: 'utf8' })
      .filter((file) => /content[/\\][a-z]{2}\.json$/.test(file))
      .map((file) => path.join('domain/quizzes', file)),
  ];
  return files.flatMap((file) => collectTexts(JSON.parse(readFileSync(file, 'utf8')), file));
}

// Decision 0045: a small default list per language, refuse (slurs) and hold (spam markers); the operator adds lines.
describe('the default moderation word lists', () => {
  it.each(languageCodes)('has both lists in %s, each word matching itself as a visitor would write it', (language) => {
    const refuse = readList(language, 'refuse');
    const hold = readList(language, 'hold');
    expect(refuse.length).toBeGreaterThanOrEqual(10);
    expect(hold.length).toBeGreaterThanOrEqual(8);
    for (const entry of refuse) {
      expect(lists.find(`ok ${entry.text.toUpperCase()}!`)?.action, entry.text).toBe('refuse');
    }
    for (const entry of hold) expect(lists.find(entry.text)?.action, entry.text).not.toBeUndefined();
  });

  it('never matches a text the site writes itself (a refusal of ordinary words would be the site insulting its own visitors)', () => {
    const texts = siteTexts();
    expect(texts.length).toBeGreaterThan(5000);
    const matched = texts.filter(([, text]) => lists.find(text) !== null).map(([where, text]) => `${where}: ${lists.find(text)?.entry} in ${text.slice(0, 80)}`);
    expect(matched).toEqual([]);
  });
});
