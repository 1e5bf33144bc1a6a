import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { localizePath, splitLanguageFromPath } from '../../domain/languages';
import { describeChoiceForComparison } from '../features/choice-quiz/choice-quiz-content.server';
import { ComparisonPage } from '../features/compare/comparison-page';
import { loadComparison } from '../features/compare/describe-comparison.server';
import { describeEgenTetoForComparison } from '../features/egen-teto/egen-teto-content.server';
import { buildComparisonKey, buildShareImagePath, comparisonShareQuiz } from '../features/share/share-image-path';
import { buildLocalizedMeta } from '../i18n/page-meta';
import { interpolate } from '../i18n/interpolate';
import { SiteFooter } from '../shell/site-footer';
import { LazyResultNotFound } from '../components/lazy-not-found';
import type { Route } from './+types/compare-results';

/** /compare/{first}/{second} (issue 16): two saved results of the same test side by side. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { language } = splitLanguageFromPath(new URL(request.url).pathname);
  const view = await loadComparison(params.first, params.second, language, { findPublicSession: context.findPublicSession, describeEgenTetoForComparison, describeChoiceForComparison });
  if (!view) return data({ found: false as const }, { status: 404 });
  const [first, second] = view.people;
  const image = { language, quiz: comparisonShareQuiz, key: buildComparisonKey(first.sessionId, second.sessionId) };
  return {
    found: true as const,
    view,
    shareUrl: `${context.publicOrigin}${localizePath(`/compare/${first.sessionId}/${second.sessionId}`, language)}`,
    shareImage: buildShareImagePath(image),
    shareStoryImage: buildShareImagePath({ ...image, format: 'story' }),
  };
}

// Two saved results do not change once stored (a personal comment is not shown here): shared caches keep the
// page, then serve it once more while it is rendered anew.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0].loaderData;
  const { messages } = root;
  if (!loaderData?.found) {
    return [...buildLocalizedMeta(root, { title: messages.result.notFound, description: messages.catalogue.metaDescription }), { name: 'robots', content: 'noindex' }];
  }
  const [first, second] = loaderData.view.people;
  const quiz = messages.tests[loaderData.view.quiz.id].name;
  return [
    ...buildLocalizedMeta(root, {
      title: interpolate(messages.compare.metaTitle, { first: first.name, second: second.name, quiz }),
      description: interpolate(messages.compare.metaDescription, { first: first.name, second: second.name, firstResult: first.title, secondResult: second.title }),
      image: loaderData.shareImage,
    }),
    // Two people's names: a page to share with them, not one for search results.
    { name: 'robots', content: 'noindex' },
  ];
};

export default function CompareResultsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (!loaderData.found) {
    return <LazyResultNotFound heading={t('result.notFound')} actionPath="/tests" actionLabel={t('quiz.backToTests')} />;
  }
  return (
    <>
      <ComparisonPage view={loaderData.view} shareUrl={loaderData.shareUrl} shareImage={loaderData.shareImage} shareStoryImage={loaderData.shareStoryImage} />
      <SiteFooter withResultLines />
    </>
  );
}
