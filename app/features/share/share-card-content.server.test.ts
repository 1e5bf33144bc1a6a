import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../../domain/languages';
import type { PublicSession } from '../../../shared/contracts/test-session';
import { publicSessionFixture } from '../../../shared/contracts/testing/public-session';
import type { LanguageCode } from '../../../domain/languages';
import { describeChoiceResult } from '../choice-quiz/choice-quiz-content.server';
import { describeComparisonCard } from '../compare/describe-comparison.server';
import { describePhotoResultCard } from '../photo-analysis/photo-type-content.server';
import { describeSavedResultCard, describeSavedResultForComparison } from '../../routes/saved-quiz-kinds.server';
import { describeShareCard } from './share-card-content.server';
import { comparisonShareQuiz, savedResultShareQuiz } from './share-image-path';

const session: PublicSession = { ...publicSessionFixture, name: '민지 Min' };
// A love-MBTI result of a woman and one of a man, to compare (decision 0036).
const loveSessions: PublicSession[] = [
  { ...session, id: 'love-mbti-first0', testTypeId: 5, name: 'Sofía', resultType: 'ENFP' },
  { ...session, id: 'love-mbti-second', testTypeId: 5, name: 'Leo', gender: 'male', resultType: 'INFJ' },
];
const findPublicSession = async (id: string) => [session, ...loveSessions].find((candidate) => candidate.id === id) ?? null;
const sources = {
  publicOrigin: 'https://quiz.example',
  findPublicSession,
  describeSavedResultCard,
  describeChoiceResult,
  describePhotoResult: describePhotoResultCard,
  describeComparisonCard: (first: string, second: string, language: LanguageCode) =>
    describeComparisonCard(first, second, language, { findPublicSession, describeForComparison: describeSavedResultForComparison }),
};

describe('share card content', () => {
  it.each(languageCodes)('describes the egen/teto card of a session in %s', async (language) => {
    const card = await describeShareCard({ language, quiz: savedResultShareQuiz, key: session.id }, sources);
    expect(card).toMatchObject({ language, eyebrow: expect.stringContaining('민지 Min'), split: { first: { percentage: 38 }, second: { percentage: 62 } } });
  });

  it('describes a choice quiz result in the page language and refuses unknown results', async () => {
    const card = await describeShareCard({ language: 'fr', quiz: 'spirit-animal', key: 'eagle' }, sources);
    expect(card).toMatchObject({ quizName: expect.any(String), emoji: '🦅', host: 'quiz.example' });
    expect(card!.subtitle!.length).toBeGreaterThan(20);
    expect(await describeShareCard({ language: 'fr', quiz: 'spirit-animal', key: 'dragon' }, sources)).toBeNull();
    expect(await describeShareCard({ language: 'fr', quiz: 'horoscope', key: 'eagle' }, sources)).toBeNull();
    expect(await describeShareCard({ language: 'fr', quiz: savedResultShareQuiz, key: 'zzzzzzzzzzzzzzzz' }, sources)).toBeNull();
  });

  it('writes a choice result\'s card in the forms of its owner\'s gender when the key names it (decision 0033)', async () => {
    const card = (key: string) => describeShareCard({ language: 'es', quiz: 'thinking-feeling', key }, sources);
    const description = (gender: 'male' | 'female' | null) => describeChoiceResult('thinking-feeling', 'es', 'T', { gender, percentage: null })!.description;
    expect(description('female')).not.toBe(description('male'));
    expect((await card('T-female'))!.subtitle).toBe(description('female'));
    expect((await card('T-male'))!.subtitle).toBe(description('male'));
    expect((await card('T'))!.subtitle).toBe(description(null));
    expect(await card('T-other')).toBeNull();
  });

  it('describes a saved choice-quiz result with its owner\'s name, in its owner\'s gender', async () => {
    const card = await describeShareCard({ language: 'es', quiz: savedResultShareQuiz, key: 'love-mbti-first0' }, sources);
    const female = describeChoiceResult('mbti-love', 'es', 'ENFP', { gender: 'female', percentage: null })!;
    expect(card).toMatchObject({ eyebrow: expect.stringContaining('Sofía'), title: female.shareTitle, subtitle: female.description, emoji: female.emoji });
    const unknown = { ...sources, findPublicSession: async () => ({ ...session, testTypeId: 2, resultType: 'dragon' }) };
    expect(await describeShareCard({ language: 'en', quiz: savedResultShareQuiz, key: session.id }, unknown)).toBeNull();
  });

  it('describes the card of two results compared: both names, both codes, how they pair up', async () => {
    const card = await describeShareCard({ language: 'en', quiz: comparisonShareQuiz, key: 'love-mbti-first0-love-mbti-second' }, sources);
    expect(card).toMatchObject({ eyebrow: 'Sofía × Leo', title: 'ENFP × INFJ', subtitle: expect.stringMatching(/^Best match · /) });
    // Two results of different tests, one result with itself, or an id that is not one: no card.
    for (const key of [`love-mbti-first0-${session.id}`, 'love-mbti-first0-love-mbti-first0', 'love-mbti-first0', 'zzzzzzzzzzzzzzzz-love-mbti-second']) {
      expect(await describeShareCard({ language: 'en', quiz: comparisonShareQuiz, key }, sources), key).toBeNull();
    }
  });

  it('gives different results different cards', async () => {
    const [dog, cat] = await Promise.all(['dog', 'cat'].map((key) => describeShareCard({ language: 'ko', quiz: 'animal', key }, sources)));
    expect(dog!.title).not.toBe(cat!.title);
  });

  it.each(languageCodes)('describes an animal face type in the chosen gender in %s, and no photo', async (language) => {
    const [female, male] = await Promise.all(
      ['fox-female', 'fox-male'].map((key) => describeShareCard({ language, quiz: 'ai-animal-face', key }, sources)),
    );
    expect(female).toMatchObject({ emoji: '🦊', quizName: expect.any(String), subtitle: expect.any(String) });
    expect(Object.keys(female!)).not.toContain('image');
    expect(male!.title.length).toBeGreaterThan(3);
    // Languages whose words mark gender write the two titles differently; none may lose one. English says the same to both.
    if (language === 'fr' || language === 'es') expect(male!.title).not.toBe(female!.title);
  });

  it('refuses photo result keys that name no type of their quiz or no gender', async () => {
    for (const key of ['dragon-female', 'fox', 'fox-other', 'fox-male-male']) {
      expect(await describeShareCard({ language: 'en', quiz: 'ai-animal-face', key }, sources), key).toBeNull();
    }
    for (const key of ['fox-male', 'radiant', 'radiant-other', 'wealth-female']) {
      expect(await describeShareCard({ language: 'en', quiz: 'ai-face-rating', key }, sources), key).toBeNull();
    }
    expect(await describeShareCard({ language: 'en', quiz: 'ai-face-reading', key: 'fox-male' }, sources)).toBeNull();
  });

  it.each(languageCodes)('describes a face rating band in %s: its emoji, its scores above its name, never a visitor\'s score or photo', async (language) => {
    const card = await describeShareCard({ language, quiz: 'ai-face-rating', key: 'striking-male' }, sources);
    expect(card).toMatchObject({ emoji: '💫', quizName: expect.any(String), title: expect.any(String), subtitle: expect.any(String) });
    expect(card!.eyebrow).toMatch(/85\D+89/);
    expect(Object.keys(card!)).not.toContain('image');
    const natural = await describeShareCard({ language, quiz: 'ai-face-rating', key: 'natural-female' }, sources);
    expect(natural!.eyebrow).toMatch(/70\D+74/);
    expect(natural!.title).not.toBe(card!.title);
  });

  it('gives every rating band a card of its own, with an emoji that ranks nothing', async () => {
    const cards = await Promise.all(['radiant', 'striking', 'charming', 'appealing', 'natural'].map((band) => describeShareCard({ language: 'en', quiz: 'ai-face-rating', key: `${band}-female` }, sources)));
    expect(cards.map((card) => card!.emoji)).toEqual(['🌟', '💫', '🎶', '🌻', '🌳']);
    expect(cards.map((card) => card!.eyebrow)).toEqual(['Balance score 90–100', 'Balance score 85–89', 'Balance score 80–84', 'Balance score 75–79', 'Balance score 70–74']);
    expect(new Set(cards.map((card) => card!.title)).size).toBe(5);
  });

  it.each(languageCodes)('describes a face reading type in %s', async (language) => {
    const card = await describeShareCard({ language, quiz: 'ai-face-reading', key: 'wealth-female' }, sources);
    expect(card).toMatchObject({ emoji: '💰', quizName: expect.any(String), subtitle: expect.any(String) });
  });
});
