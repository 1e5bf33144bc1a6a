import { useEffect } from 'react';
import { data } from 'react-router';
import { localizePath, splitLanguageFromPath } from '../../domain/languages';
import { ComparisonPage } from '../features/compare/comparison-page';
import { OneResultToCompare, ResultsOfDifferentTests } from '../features/compare/partial-comparison';
import { noteViewedResult, useIsOwnResult } from '../features/quiz-run/saved-results';
import { buildComparisonKey, buildShareImagePath, comparisonShareQuiz } from '../features/share/share-image-path';
import { buildLocalizedMeta } from '../i18n/page-meta';
import { interpolate } from '../i18n/interpolate';
import { SiteFooter } from '../shell/site-footer';
import { LazyBrokenResultLink } from '../components/lazy-not-found';
import { loadSavedComparison } from './saved-quiz-kinds.server';
import type { Route } from './+types/compare-results';

/**
 * /compare/{first}/{second} (decision 0036): two saved results of the same test side by side. An address without that
 * comparison (decision 0042) answers 404, uncached, and still shows what it can: the one result that is
 * there with the way to compare with it, both results of two different tests apart, or the broken-link page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { language } = splitLanguageFromPath(new URL(request.url).pathname);
  const outcome = await loadSavedComparison(params.first, params.second, language, context);
  if (outcome?.kind !== 'comparison') return data({ found: false as const, outcome }, { status: 404 });
  const { view } = outcome;
  const [first, second] = view.people;
  const image = { language, quiz: comparisonShareQuiz, key: buildComparisonKey(first.sessionId, second.sessionId) };
  return data(
    {
      found: true as const,
      view,
      shareUrl: `${context.publicOrigin}${localizePath(`/compare/${first.sessionId}/${second.sessionId}`, language)}`,
      shareImage: buildShareImagePath(image),
      shareStoryImage: buildShareImagePath({ ...image, format: 'story' }),
    },
    // Two saved results do not change once stored (a personal comment is not shown here): shared caches keep the
    // page, then serve it once more while it is rendered anew.
    { headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' } },
  );
}

// A comparison's loader sets its Cache-Control; an address without one sets none, and is kept nowhere.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0].loaderData;
  const { messages } = root;
  if (!loaderData?.found) {
    const outcome = loaderData?.outcome;
    const title =
      outcome?.kind === 'one-found'
        ? interpolate(messages.compare.oneFound.heading, { name: outcome.person.name })
        : outcome?.kind === 'different-tests'
          ? messages.compare.differentTests.heading
          : messages.brokenLink.heading;
    return [...buildLocalizedMeta(root, { title, description: messages.catalogue.metaDescription }), { name: 'robots', content: 'noindex' }];
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
  const outcome = loaderData.found ? null : loaderData.outcome;
  const remembered = outcome?.kind === 'one-found' ? outcome.person : null;
  const testTypeId = remembered?.testTypeId;
  const sessionId = remembered?.sessionId;
  // The one result found is the friend's to compare with, as on a friend's result page: taking its test leads to
  // `/result/{own id}?with={friend's id}` (decision 0036).
  useEffect(() => {
    if (testTypeId !== undefined && sessionId !== undefined) noteViewedResult(testTypeId, sessionId);
  }, [testTypeId, sessionId]);
  if (!loaderData.found) {
    if (!outcome) return <LazyBrokenResultLink quiz={null} />;
    return (
      <>
        {outcome.kind === 'one-found' ? <OneResultToCompare result={outcome} /> : <ResultsOfDifferentTests results={outcome.results} />}
        <SiteFooter />
      </>
    );
  }
  return (
    <>
      <OwnComparisonPage view={loaderData.view} shareUrl={loaderData.shareUrl} shareImage={loaderData.shareImage} shareStoryImage={loaderData.shareStoryImage} />
      <SiteFooter resultSource="choice" />
    </>
  );
}

/** The comparison page, told which of the two results this browser took: its owner is asked to invite another friend. */
function OwnComparisonPage(props: Omit<React.ComponentProps<typeof ComparisonPage>, 'ownSessionId'>) {
  const [first, second] = props.view.people;
  const firstIsOwn = useIsOwnResult(first.sessionId);
  const secondIsOwn = useIsOwnResult(second.sessionId);
  return <ComparisonPage {...props} ownSessionId={firstIsOwn ? first.sessionId : secondIsOwn ? second.sessionId : null} />;
}
