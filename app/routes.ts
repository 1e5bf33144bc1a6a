import { index, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

/** The five choice quizzes: an intro-and-questions page and a result page each (spec-quizzes section 2). */
const choiceQuizSlugs = ['animal', 'mbti-love', 'thinking-feeling', 'best-friend', 'spirit-animal'];

/** Quiz pages not built yet: they show the "coming soon" notice. */
const comingSoonPaths = ['ai-animal-face', 'ai-face-rating', 'ai-face-reading'];

/** The pages of the site; each exists unprefixed (Korean) and under /:lang for the eight other languages. */
function sitePages(idPrefix: string): RouteConfigEntry[] {
  return [
    index('routes/catalogue.tsx', { id: `${idPrefix}catalogue` }),
    route('tests', 'routes/catalogue.tsx', { id: `${idPrefix}tests` }),
    route('egenryeok-test', 'routes/egen-teto-intro.tsx', { id: `${idPrefix}egenryeok-test` }),
    route('personality', 'routes/egen-teto-intro.tsx', { id: `${idPrefix}personality` }),
    route('test/:gender', 'routes/egen-teto-questions.tsx', { id: `${idPrefix}egen-teto-questions` }),
    route('result/:sessionId', 'routes/egen-teto-result.tsx', { id: `${idPrefix}result` }),
    ...choiceQuizSlugs.flatMap((slug) => [
      route(`${slug}-test`, 'routes/choice-quiz-test.tsx', { id: `${idPrefix}${slug}-test` }),
      // The type may be missing: love MBTI, best friend and spirit animal then show their default result.
      route(`${slug}-result/:type?`, 'routes/choice-quiz-result.tsx', { id: `${idPrefix}${slug}-result` }),
    ]),
    ...comingSoonPaths.map((path) => route(path, 'routes/coming-soon.tsx', { id: `${idPrefix}coming-soon-${path}` })),
    route('*', 'routes/not-found.tsx', { id: `${idPrefix}not-found` }),
  ];
}

export default [
  // Share images (decisions.md D6): one path for all languages, the language is part of it.
  route('share-image/*', 'routes/share-image.tsx'),
  // The one API path drawn by the web app (spec-core section 7); the adapter routes it here.
  route('api/og-image', 'routes/og-image.tsx'),
  ...sitePages(''),
  route(':lang', 'routes/language-prefix.tsx', sitePages('localized-')),
] satisfies RouteConfig;
