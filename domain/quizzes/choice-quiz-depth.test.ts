import { describe, expect, it } from 'vitest';
import { languageCodes } from '../languages';
import { animalProfiles } from './animal/animal-structure';
import { bestFriendProfiles } from './best-friend/best-friend-structure';
import { choiceQuizContents } from './choice-quiz-contents';
import { mbtiLoveProfiles } from './mbti-love/mbti-love-structure';
import { choiceQuizIds as deepChoiceQuizIds } from './quiz-manifests';
import { checkDepth, sentencesOf } from './testing/content-depth';
import { findMasculineForms, partnerGenderWords } from './testing/gender-word-lists';

// Decision 0033: the depth rules every deep profile holds in every language.
describe.each(deepChoiceQuizIds)('%s deep profiles', (quiz) => {
  const contents = choiceQuizContents[quiz].contents;

  it.each(languageCodes)('in %s: long enough against the Korean, no shared sentences, matches as in Korean, the forms of the reader\'s gender, no partner gender', (language) => {
    expect(checkDepth(quiz, language, contents[language])).toEqual([]);
  });
});

const compatibilities: Partial<Record<string, Record<string, { compatibility: readonly string[] }>>> = {
  animal: animalProfiles,
  'best-friend': bestFriendProfiles,
  'mbti-love': mbtiLoveProfiles,
};

describe('best and hardest matches (Korean, which every language follows)', () => {
  it.each(deepChoiceQuizIds)('%s: the best is the first of its compatible results, the hardest none of them and never itself', (quiz) => {
    const profiles = choiceQuizContents[quiz].contents.ko.profiles as Record<string, { deep: { bestMatch?: { type: string }; hardestMatch?: { type: string } } }>;
    for (const [key, { deep }] of Object.entries(profiles)) {
      if (!deep.bestMatch || !deep.hardestMatch) continue;
      const compatible = compatibilities[quiz]?.[key]?.compatibility;
      if (compatible) {
        expect(deep.bestMatch.type, key).toBe(compatible[0]);
        expect(compatible, key).not.toContain(deep.hardestMatch.type);
      }
      expect([deep.bestMatch.type, deep.hardestMatch.type], key).not.toContain(key);
      expect(deep.bestMatch.type, key).not.toBe(deep.hardestMatch.type);
    }
  });
});

describe.each(languageCodes)('in %s, no two results of any quiz share a sentence', (language) => {
  it('holds across quizzes', () => {
    const owners = new Map<string, string>();
    const shared: string[] = [];
    for (const quiz of deepChoiceQuizIds) {
      for (const [key, profile] of Object.entries(choiceQuizContents[quiz].contents[language].profiles)) {
        for (const sentence of sentencesOf(profile)) {
          const owner = owners.get(sentence);
          if (owner && owner !== `${quiz}.${key}`) shared.push(`${owner} and ${quiz}.${key}: ${sentence}`);
          owners.set(sentence, `${quiz}.${key}`);
        }
      }
    }
    expect(shared).toEqual([]);
  });
});

describe('the gender word lists catch what they are for', () => {
  it.each([
    ['es', 'Eres muy tranquilo y a veces pareces frío.', ['tranquilo', 'frío']],
    ['es', 'Eres muy tranquila, como todo lo que haces, y estás pensando en algo.', []],
    ['fr', 'Tu es vraiment curieux, et tu te sens seul parfois.', ['curieux', 'seul']],
    ['fr', 'Tu es vraiment curieuse, et tu es capable de rire de toi.', []],
    ['ar', 'كن صادقًا مع نفسك، ولا تخف من البداية.', ['كن', 'لا تخف']],
    ['ar', 'كوني صادقة مع نفسك، ولا تخافي من البداية.', []],
    ['hi', 'आप दोस्तों का बहुत ध्यान रखते हैं। आप सच में अच्छे हैं।', ['रखते', 'अच्छे']],
    ['hi', 'आप दोस्तों का बहुत ध्यान रखती हैं, लोग आपको पसंद करते हैं। काम अपने आप हो जाते हैं।', []],
    // Not the reader: "the one you love" (fr), "(it) reminds of" (ar), "people want to be like you" (hi).
    ['fr', "Tu offres un caillou à l'être aimé, mais tu as besoin d'être aimé aussi.", ['aimé']],
    ['ar', 'أناقة هادئة تذكّر بالخيل العربية. تذكر أن ترتاح.', ['تذكر']],
    ['hi', 'लोग आप जैसा बनना भी चाहते हैं, और सब अपने-आप आपके पास आकर पूछते हैं।', []],
  ] as const)('%s: %s', (language, text, expected) => {
    expect(findMasculineForms(language, text)).toEqual(expected);
  });

  it('finds a partner given a gender, and leaves the neutral words alone', () => {
    expect(partnerGenderWords.en.test('Text her first')).toBe(true);
    expect(partnerGenderWords.en.test('Text them first; the person you like will notice')).toBe(false);
    expect(partnerGenderWords.zh.test('其他人和他人都不知道')).toBe(false);
    expect(partnerGenderWords.zh.test('他喜欢你')).toBe(true);
    expect(partnerGenderWords.ko.test('상대가 좋아하는 반찬')).toBe(false);
  });
});
