import { describe, expect, it } from 'vitest';
import { choiceQuizManifests, photoQuizManifests, quizManifests } from '../domain/quizzes/quiz-manifests';
import { languageCodes } from '../domain/languages';
import { loadMessages } from './i18n/messages.server';
import routes from './routes';

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

const unprefixed = routes as RouteEntry[];
const localized = unprefixed.find((route) => route.path === ':lang')?.children ?? [];
const fileOf = (entries: RouteEntry[], path: string) => entries.find((route) => route.path === path)?.file;

// The routes derive from the quiz list: every quiz's pages exist in Korean (no prefix) and under /:lang.
describe.each(quizManifests.map((manifest) => [manifest.id, manifest] as const))('routes of quiz %s', (_id, manifest) => {
  it('serve its intro page and its aliases, unprefixed and under a language', () => {
    const expected = { 'egen-teto': 'routes/egen-teto-intro.tsx', choice: 'routes/choice-quiz-test.tsx', photo: 'routes/photo-quiz.tsx' }[manifest.kind];
    for (const path of [manifest.path, ...(manifest.aliases ?? [])]) {
      expect(fileOf(unprefixed, path.slice(1)), path).toBe(expected);
      expect(fileOf(localized, path.slice(1)), path).toBe(expected);
    }
  });

  it('has a name and a description in every language', () => {
    for (const language of languageCodes) {
      const test = (loadMessages(language).tests as Record<string, { name?: string; description?: string }>)[manifest.id];
      expect(test?.name, language).toBeTruthy();
      expect(test?.description, language).toBeTruthy();
    }
  });
});

describe.each(choiceQuizManifests.map((manifest) => [manifest.id, manifest] as const))('routes of choice quiz %s', (_id, manifest) => {
  it('serve its result page and the page of all its results', () => {
    expect(fileOf(unprefixed, `${manifest.resultPath.slice(1)}/:type?`)).toBe('routes/choice-quiz-result.tsx');
    expect(fileOf(localized, `${manifest.resultPath.slice(1)}/:type?`)).toBe('routes/choice-quiz-result.tsx');
    expect(fileOf(unprefixed, manifest.typesPath.slice(1))).toBe('routes/choice-quiz-types.tsx');
    expect(fileOf(localized, manifest.typesPath.slice(1))).toBe('routes/choice-quiz-types.tsx');
  });
});

describe.each(photoQuizManifests.map((manifest) => [manifest.id, manifest] as const))('routes of photo quiz %s', (_id, manifest) => {
  it('serve a page per result type (an animal, a reading type, a rating band)', () => {
    const resultPath = `/${manifest.id}-result`;
    expect(manifest.resultPath).toBe(resultPath);
    expect(fileOf(unprefixed, `${resultPath.slice(1)}/:type/:gender?`)).toBe('routes/photo-result-type.tsx');
    expect(fileOf(localized, `${resultPath.slice(1)}/:type/:gender?`)).toBe('routes/photo-result-type.tsx');
  });
});
