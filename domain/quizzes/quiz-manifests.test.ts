import { describe, expect, it } from 'vitest';
import { catalogueTests } from '../test-catalogue';
import { languageCodes } from '../languages';
import { collectTexts, isWrittenInScriptOf } from '../text-scripts';
import { choiceQuizContents, listQuizCards, quizContents } from './choice-quiz-contents';
import { quizCardSchema } from './content-schema';
import { choiceQuizScorings } from './choice-quiz-scorings';
import { egenTetoTestTypeId } from './egen-teto/egen-teto-structure';
import { choiceQuizManifests, findChoiceQuizByPath, findChoiceQuizByTestType, isChoiceQuizId, listMenuQuizzes, quizManifests } from './quiz-manifests';
import { quizRegistry } from './quiz-registry';

// Every table the site keeps about quizzes derives from the one list: this walks it, so a new quiz is checked
// everywhere without being named here.
describe.each(quizManifests.map((manifest) => [manifest.id, manifest] as const))('quiz %s', (_id, manifest) => {
  it('has its catalogue card, with its path', () => {
    expect(catalogueTests.find((test) => test.id === manifest.id)).toMatchObject({ path: manifest.path, testTypeId: manifest.testTypeId, emoji: manifest.emoji });
  });

  it('has its catalogue card in its own folder, in every language and script', () => {
    for (const language of languageCodes) {
      const card = quizContents[manifest.id][language].card;
      expect(quizCardSchema.safeParse(card).success, language).toBe(true);
      expect(collectTexts(card).filter(([, text]) => !isWrittenInScriptOf(text, language)), language).toEqual([]);
      expect(listQuizCards(language)[manifest.id]).toBe(card);
    }
  });

  it('is scored by the server when it saves results, and only then', () => {
    // Only the photo quizzes save nothing: their results stay on the visitor's device.
    if (manifest.testTypeId === null) expect(manifest.kind).toBe('photo');
    else expect(quizRegistry.find(manifest.testTypeId)).toBeDefined();
  });

  it('is a choice quiz exactly when it is listed as one', () => {
    expect(isChoiceQuizId(manifest.id)).toBe(manifest.kind === 'choice');
  });
});

describe.each(choiceQuizManifests.map((manifest) => [manifest.id, manifest] as const))('choice quiz %s', (_id, manifest) => {
  it('has scoring, content and routes to its pages', () => {
    expect(quizRegistry.find(manifest.testTypeId)).toBe(choiceQuizScorings[manifest.id].definition);
    expect(Object.keys(choiceQuizContents[manifest.id].contents)).toHaveLength(9);
    expect(findChoiceQuizByPath(manifest.path)?.id).toBe(manifest.id);
    expect(findChoiceQuizByPath(`${manifest.resultPath}/x`)?.id).toBe(manifest.id);
    expect(findChoiceQuizByTestType(manifest.testTypeId)?.id).toBe(manifest.id);
    if (manifest.defaultResult !== null) expect(choiceQuizContents[manifest.id].describeResult('en', manifest.defaultResult, { gender: null, percentage: null })?.type).toBe(manifest.defaultResult);
  });
});

describe('the quiz list', () => {
  it('marks as new only the photo quizzes that exist (issues 12 and 13)', () => {
    expect(quizManifests.filter((manifest) => manifest.kind === 'photo' && manifest.isNew).map((manifest) => manifest.id)).toEqual(['ai-animal-face', 'ai-face-rating', 'ai-face-reading']);
  });

  it('gives each quiz its own id, path and test type id', () => {
    const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
    expect(unique(quizManifests.map((manifest) => manifest.id))).toBe(true);
    expect(unique(quizManifests.flatMap((manifest) => [manifest.path, ...(manifest.aliases ?? [])]))).toBe(true);
    expect(unique(quizManifests.map((manifest) => manifest.testTypeId).filter((id) => id !== null))).toBe(true);
  });

  it('keeps the egen/teto result route to itself: /result/{id} redirects only the choice quizzes', () => {
    expect(findChoiceQuizByTestType(egenTetoTestTypeId)).toBeUndefined();
  });

  it('puts the four quizzes of the spec in the home menu, in its order', () => {
    expect(listMenuQuizzes().map((manifest) => manifest.id)).toEqual(['personality', 'animal', 'ai-face-rating', 'mbti-love']);
  });
});
