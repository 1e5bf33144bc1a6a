/**
 * The content checks of the choice quizzes (decision 0033), over the three photo quizzes and the photo pages' UI
 * texts: the text a woman reads never addresses her in the masculine, the UI (written once for every reader,
 * docs/style-guide.md) never does, and each photo page has its own main button.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '../domain/languages';
import { collectTexts } from '../domain/text-scripts';
import { gendersMarkedIn } from '../domain/quizzes/testing/content-depth';
import { findMasculineForms } from '../domain/quizzes/testing/gender-word-lists';

const photoQuizzes = ['ai-animal-face', 'ai-face-rating', 'ai-face-reading'] as const;

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** The content as a reader of one gender gets it: every { male, female } pair replaced by one side. */
function forReader(value: unknown, gender: 'male' | 'female'): unknown {
  if (Array.isArray(value)) return value.map((item) => forReader(item, gender));
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value);
  if (keys.length === 2 && keys.includes('male') && keys.includes('female')) return (value as Record<string, unknown>)[gender];
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, forReader(child, gender)]));
}

const masculineIn = (language: LanguageCode, texts: [string, string][]) =>
  texts.flatMap(([path, text]) => {
    const found = findMasculineForms(language, text);
    return found.length > 0 ? [`${path}: ${found.join(', ')}: ${text}`] : [];
  });

describe('photo quiz content checks', () => {
  it('has a content file per photo quiz and language', () => {
    for (const quiz of photoQuizzes) expect(readdirSync(`domain/quizzes/${quiz}/content`).filter((file) => file.endsWith('.json')).sort()).toEqual([...languageCodes].map((code) => `${code}.json`).sort());
  });

  it.each(gendersMarkedIn)('%s: a woman reading a photo result is never addressed in the masculine', (language) => {
    for (const quiz of photoQuizzes) {
      const texts = collectTexts(forReader(readJson(`domain/quizzes/${quiz}/content/${language}.json`), 'female'));
      expect(masculineIn(language, texts), quiz).toEqual([]);
    }
  });

  it.each(gendersMarkedIn)('%s: the photo pages\' UI texts, written once for everyone, address nobody in the masculine', (language) => {
    const messages = readJson(`app/i18n/messages/${language}.json`) as { photo: unknown };
    expect(masculineIn(language, collectTexts(messages.photo))).toEqual([]);
  });

  it.each(languageCodes)('%s: each photo page has its own main button', (language) => {
    const { photo } = readJson(`app/i18n/messages/${language}.json`) as { photo: { analyzeButtons: Record<string, string> } };
    const labels = photoQuizzes.map((quiz) => photo.analyzeButtons[quiz]);
    expect(labels.every((label) => typeof label === 'string' && label.length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(photoQuizzes.length);
  });
});
