import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectTexts } from '../domain/text-scripts';
import { languageCodes, type LanguageCode } from '../domain/languages';

/**
 * The house style's mechanical rules (docs/style-guide.md, decision 0032), over every text a visitor reads in one
 * language: the quiz contents and the UI messages alike.
 */
function textsOf(language: LanguageCode): { where: string; text: string }[] {
  const quizFolders = readdirSync('domain/quizzes', { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const files = [
    ...quizFolders.map((folder) => path.join('domain/quizzes', folder.name, 'content', `${language}.json`)).filter((file) => {
      try {
        readFileSync(file);
        return true;
      } catch {
        return false;
      }
    }),
    `app/i18n/messages/${language}.json`,
  ];
  return files.flatMap((file) =>
    collectTexts(JSON.parse(readFileSync(file, 'utf8'))).map(([key, text]) => ({ where: `${file} ${key}`, text })),
  );
}

const violations = (language: LanguageCode, rule: RegExp) =>
  textsOf(language)
    .filter(({ text }) => rule.test(text))
    .map(({ where, text }) => `${where}: ${text}`);

/** The fixed rendering of egen and teto per language (the glossary of docs/style-guide.md). */
export const egenTetoGlossary: Record<LanguageCode, [egen: string, teto: string]> = {
  ko: ['에겐', '테토'],
  en: ['Egen', 'Teto'],
  ja: ['エゲン', 'テト'],
  zh: ['爱根', '特托'],
  es: ['egen', 'teto'],
  th: ['เอเกน', 'เทโท'],
  hi: ['एगेन', 'टेटो'],
  fr: ['egen', 'teto'],
  ar: ['إيغن', 'تيتو'],
};

/**
 * Words the house style bans (docs/style-guide.md): gender clichés ("girl crush", "manly"), calling a face
 * analysis a looks score, the taunts a face result could carry ("horse face", Thai "dog face"), and the
 * euphemisms that criticise a part ("a nose with character", decision 0046). Matched in every text of a
 * language, the UI and all quizzes alike.
 */
const bannedTerms: Record<LanguageCode, RegExp> = {
  ko: /걸크러시|걸크|남자다운|말상|외모 ?점수|얼평/u,
  en: /girl ?crush|\bmanly\b|real man|horse ?face|looks score|attractiveness score|hotness/iu,
  ja: /男らしい|女らしい|顔面スコア|顔面偏差値|馬面/u,
  zh: /男人味|女人味|颜值|马脸|大女主/u,
  es: /cara de caballo|muy macho|puntuaci[oó]n de belleza|(nariz|rostro|cara)[^.]{0,20}car[aá]cter/iu,
  th: /ดูแมน|เกิร์ลครัช|หน้าเหมือนม้า|หน้ายาวเหมือนม้า|คะแนนความหล่อ|คะแนนความสวย|หน้าหมา|หน้าลูกหมา|ควาย/u,
  hi: /मर्दाना|घोड़े जैसा चेहरा|भालू-चेहरा|लोमड़ी|भेड़िया/u,
  fr: /t[êe]te de cheval|viril|note de beaut[ée]|(nez|visage)[^.]{0,20}caract[èe]re/iu,
  ar: /وجه الحصان|رجولي|رجولة/u,
};

describe('house style', () => {
  it('French: a non-breaking space before ? ! : ; and inside « », never a plain one or none', () => {
    // A plain space before, or a letter right before (except a run like "?!" and a colon in a time or a URL).
    expect(violations('fr', / [?!:;»]|« |(?<=[\p{L}\d»)])[?!;]|(?<=\p{L})[:](?!\/\/)/u)).toEqual([]);
  });

  it('Hindi: sentences end with the danda, not a full stop', () => {
    expect(violations('hi', /[\u0900-\u097F][.](?!\.)/u)).toEqual([]);
  });

  it('Spanish: every question and exclamation opens with ¿ and ¡', () => {
    const unbalanced = textsOf('es').filter(({ text }) => text.split('?').length !== text.split('¿').length || text.split('!').length !== text.split('¡').length);
    expect(unbalanced.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it('Thai: ๆ stands between spaces (a punctuation mark may follow it)', () => {
    expect(violations('th', /[^\s]ๆ|ๆ(?=[\u0E00-\u0E7F\p{L}\d])/u)).toEqual([]);
  });

  it('English: one spelling, American', () => {
    const british = /\b(colour|favourite|humour|centre|travelled|travelling|cosy|judgement|analyse[ds]?|analysing|recognis\w*|organis\w*|realise[ds]?|apologis\w*|behaviour|honour|neighbour|programme|theatre|practise)\b/i;
    expect(violations('en', british)).toEqual([]);
  });

  it.each(languageCodes)('%s: no gender cliché, no looks score, no taunt a face result could carry', (language) => {
    expect(violations(language, bannedTerms[language])).toEqual([]);
  });

  it.each(languageCodes)('%s: egen and teto are named the same way in the UI and in the test', (language) => {
    const [egen, teto] = egenTetoGlossary[language];
    const messages = JSON.parse(readFileSync(`app/i18n/messages/${language}.json`, 'utf8')) as { egenTeto: { introTitle: string } };
    const content = JSON.parse(readFileSync(`domain/quizzes/egen-teto/content/${language}.json`, 'utf8')) as { card: { name: string }; explainer?: { heading: string } };
    for (const text of [messages.egenTeto.introTitle, content.card.name, ...(content.explainer ? [content.explainer.heading] : [])]) {
      expect(text.toLowerCase(), text).toContain(egen.toLowerCase());
      expect(text.toLowerCase(), text).toContain(teto.toLowerCase());
    }
  });
});
