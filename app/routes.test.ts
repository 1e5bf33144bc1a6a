import { describe, expect, it } from 'vitest';
import { quizManifests } from '../domain/quizzes/quiz-manifests';
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
    const photoPage = `routes/${manifest.id}.tsx`;
    const expected = { 'egen-teto': 'routes/egen-teto-intro.tsx', choice: 'routes/choice-quiz-test.tsx', photo: photoPage }[manifest.kind];
    for (const path of [manifest.path, ...(manifest.aliases ?? [])]) {
      expect(fileOf(unprefixed, path.slice(1)), path).toBe(expected);
      expect(fileOf(localized, path.slice(1)), path).toBe(expected);
    }
  });

  it('serve its result page when it is a choice quiz', () => {
    if (manifest.kind !== 'choice') return;
    expect(fileOf(unprefixed, `${manifest.resultPath.slice(1)}/:type?`)).toBe('routes/choice-quiz-result.tsx');
    expect(fileOf(localized, `${manifest.resultPath.slice(1)}/:type?`)).toBe('routes/choice-quiz-result.tsx');
    expect(fileOf(unprefixed, manifest.typesPath.slice(1))).toBe('routes/choice-quiz-types.tsx');
    expect(fileOf(localized, manifest.typesPath.slice(1))).toBe('routes/choice-quiz-types.tsx');
  });

  it('serve a page per result type when it is a photo quiz (an animal, a reading type, a rating band)', () => {
    if (manifest.kind !== 'photo') return;
    expect(manifest.resultPath).toBe(`/${manifest.id}-result`);
    if (!manifest.resultPath) return;
    expect(fileOf(unprefixed, `${manifest.resultPath.slice(1)}/:type/:gender?`)).toBe('routes/photo-result-type.tsx');
    expect(fileOf(localized, `${manifest.resultPath.slice(1)}/:type/:gender?`)).toBe('routes/photo-result-type.tsx');
  });

  it('has a name and a description in every language', () => {
    for (const language of languageCodes) {
      const test = (loadMessages(language).tests as Record<string, { name?: string; description?: string }>)[manifest.id];
      expect(test?.name, language).toBeTruthy();
      expect(test?.description, language).toBeTruthy();
    }
  });
});
