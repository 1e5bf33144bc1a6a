import { index, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { egenTetoManifest } from '../domain/quizzes/egen-teto/egen-teto-manifest';
import { choiceQuizManifests, photoQuizManifests, type PhotoQuizId } from '../domain/quizzes/quiz-manifests';

/**
 * The photo quizzes whose pages exist, one module for them all (its quizzes: `features/photo-analysis/photo-quizzes.tsx`);
 * those whose manifest has a result path also get their type pages.
 */
const builtPhotoQuizzes: readonly PhotoQuizId[] = ['ai-animal-face', 'ai-face-rating', 'ai-face-reading'];

/** A manifest path without its leading slash, as React Router wants it. */
const segment = (path: string) => path.slice(1);

/** The pages of the site; each exists unprefixed (Korean) and under /:lang for the eight other languages. */
function sitePages(idPrefix: string): RouteConfigEntry[] {
  return [
    index('routes/catalogue.tsx', { id: `${idPrefix}catalogue` }),
    route('tests', 'routes/catalogue.tsx', { id: `${idPrefix}tests` }),
    ...[egenTetoManifest.path, ...(egenTetoManifest.aliases ?? [])].map((path) =>
      route(segment(path), 'routes/egen-teto-intro.tsx', { id: `${idPrefix}${segment(path)}` }),
    ),
    route('test/:gender', 'routes/egen-teto-questions.tsx', { id: `${idPrefix}egen-teto-questions` }),
    route('result/:sessionId', 'routes/saved-result.tsx', { id: `${idPrefix}result` }),
    route('compare/:first/:second', 'routes/compare-results.tsx', { id: `${idPrefix}compare` }),
    // The choice quizzes: an intro-and-questions page, a page of all results and a result page each (docs/spec/quizzes-and-photo.md §2).
    ...choiceQuizManifests.flatMap(({ path, resultPath, typesPath }) => [
      route(segment(path), 'routes/choice-quiz-test.tsx', { id: `${idPrefix}${segment(path)}` }),
      route(segment(typesPath), 'routes/choice-quiz-types.tsx', { id: `${idPrefix}${segment(typesPath)}` }),
      // The type may be missing: love MBTI, best friend and spirit animal then show their default result.
      route(`${segment(resultPath)}/:type?`, 'routes/choice-quiz-result.tsx', { id: `${idPrefix}${segment(resultPath)}` }),
    ]),
    // A photo quiz has its own page once built (the web app's code, so named here); the others show "coming soon".
    ...photoQuizManifests.flatMap(({ id, path, resultPath }) => {
      const built = builtPhotoQuizzes.includes(id);
      const page = route(segment(path), built ? 'routes/photo-quiz.tsx' : 'routes/coming-soon.tsx', { id: `${idPrefix}photo-${segment(path)}` });
      if (!built || !resultPath) return [page];
      return [page, route(`${segment(resultPath)}/:type/:gender?`, 'routes/photo-result-type.tsx', { id: `${idPrefix}photo-${segment(resultPath)}` })];
    }),
    route('*', 'routes/not-found.tsx', { id: `${idPrefix}not-found` }),
  ];
}

export default [
  // Share images (docs/spec/product-rules.md D6): one path for all languages, the language is part of it.
  route('share-image/*', 'routes/share-image.tsx'),
  // The one API path drawn by the web app (docs/spec/core.md §7); the adapter routes it here.
  route('api/og-image', 'routes/og-image.tsx'),
  ...sitePages(''),
  route(':lang', 'routes/language-prefix.tsx', sitePages('localized-')),
] satisfies RouteConfig;
