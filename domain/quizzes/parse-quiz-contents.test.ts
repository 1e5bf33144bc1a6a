import { describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '../languages';
import { quizContentBaseSchema } from './content-schema';
import { parseQuizContents } from './parse-quiz-contents';

const written = Object.fromEntries(languageCodes.map((language) => [language, { card: { name: `Quiz ${language}`, description: 'One line' } }])) as Record<LanguageCode, unknown>;

describe('parseQuizContents', () => {
  it('gives every language its parsed content', () => {
    const contents = parseQuizContents('animal', quizContentBaseSchema, written);
    expect(Object.keys(contents)).toEqual([...languageCodes]);
    expect(contents.fr.card.name).toBe('Quiz fr');
  });

  it('stops at a file that does not match, naming it and the field', () => {
    const broken = { ...written, th: { card: { name: ' ', description: 'One line' } } };
    expect(() => parseQuizContents('animal', quizContentBaseSchema, broken)).toThrow(/domain\/quizzes\/animal\/content\/th\.json does not match its schema:[\s\S]*card\.name/);
  });
});
