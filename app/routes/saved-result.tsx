import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { localizePath, splitLanguageFromPath, type LanguageCode } from '../../domain/languages';
import { formatPercentage } from '../../domain/text/format-number';
import { egenTetoTestTypeId } from '../../domain/quizzes/egen-teto/egen-teto-structure';
import { findChoiceQuizByTestType } from '../../domain/quizzes/quiz-manifests';
import { readSessionReader, sessionIdSchema, type PublicSession } from '../../shared/contracts/test-session';
import { describeChoiceForComparison, describeChoiceResult, loadChoiceQuizPage } from '../features/choice-quiz/choice-quiz-content.server';
import { choiceQuizzes } from '../features/choice-quiz/choice-quizzes';
import { loadComparison } from '../features/compare/describe-comparison.server';
import { describeEgenTetoForComparison, describeResultForPage } from '../features/egen-teto/egen-teto-content.server';
import { buildShareImagePath, savedResultShareQuiz } from '../features/share/share-image-path';
import { buildLocalizedMeta } from '../i18n/page-meta';
import { interpolate } from '../i18n/interpolate';
import { SiteFooter } from '../shell/site-footer';
import { LazyResultNotFound } from '../components/lazy-not-found';
import type { Route } from './+types/saved-result';

// Each saved result loads only its own quiz's page code: an egen/teto result never pays for the choice quizzes'.
const loadEgenTetoResult = () => import('../features/egen-teto/egen-teto-result').then((module) => module.EgenTetoResult);
const loadChoiceQuizResult = () => import('../features/choice-quiz/choice-quiz-result').then((module) => module.ChoiceQuizResult);
const LazyEgenTetoResult = lazy(() => loadEgenTetoResult().then((component) => ({ default: component })));
const LazyChoiceQuizResult = lazy(() => loadChoiceQuizResult().then((component) => ({ default: component })));
const loadComparisonBox = () => import('../features/compare/comparison-box').then((module) => module.ComparisonBox);
const LazyComparisonBox = lazy(() => loadComparisonBox().then((component) => ({ default: component })));

/**
 * Opening a saved result, the browser fetches its quiz's page code before React hydrates (this module is evaluated
 * before hydration starts): a part still waiting for its code when the page looks ready would drop a tap on its
 * buttons. The server marks which quiz's page it drew; a page reached within the app loads the code lazily instead.
 */
const drawnOnServer = typeof document === 'undefined' ? null : document.querySelector('[data-saved-result]')?.getAttribute('data-saved-result');
const comparisonDrawn = typeof document !== 'undefined' && document.querySelector('[data-comparison-box]') !== null;
const [preloadedEgenTeto, preloadedChoice, preloadedComparison] = await Promise.all([
  drawnOnServer === 'egen-teto' ? loadEgenTetoResult() : null,
  drawnOnServer === 'choice' ? loadChoiceQuizResult() : null,
  comparisonDrawn ? loadComparisonBox() : null,
]);
const EgenTetoResult = preloadedEgenTeto ?? LazyEgenTetoResult;
const ChoiceQuizResult = preloadedChoice ?? LazyChoiceQuizResult;
const ComparisonBox = preloadedComparison ?? LazyComparisonBox;

/** The quiz page of a saved result: egen/teto or one of the choice quizzes; null for a test no page shows. */
function describeSession(session: PublicSession, language: LanguageCode) {
  if (session.testTypeId === egenTetoTestTypeId)
    return {
      kind: 'egen-teto' as const,
      view: describeResultForPage(session, language),
    };
  const quiz = findChoiceQuizByTestType(session.testTypeId);
  const view = quiz && describeChoiceResult(quiz.id, language, session.resultType, readSessionReader(session));
  if (!quiz || !view) return null;
  return {
    kind: 'choice' as const,
    quizId: quiz.id,
    quiz: choiceQuizzes[quiz.id],
    view,
    resultLabels: loadChoiceQuizPage(quiz.id, language).resultLabels,
  };
}

/**
 * /result/{id}: a saved result of any quiz, the link its owner shares (issue 16). With `?with={friend's id}` (the
 * visitor took the test from that friend's result) it also compares the two.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { language } = splitLanguageFromPath(url.pathname);
  const session = await context.findPublicSession(params.sessionId);
  const result = session && describeSession(session, language);
  if (!session || !result) return data({ found: false as const }, { status: 404 });
  const friendId = sessionIdSchema.safeParse(url.searchParams.get('with'));
  const comparison = friendId.success
    ? await loadComparison(friendId.data, session.id, language, {
        findPublicSession: context.findPublicSession,
        describeEgenTetoForComparison,
        describeChoiceForComparison,
      })
    : null;
  const image = { language, quiz: savedResultShareQuiz, key: session.id };
  return {
    found: true as const,
    result,
    session: {
      id: session.id,
      testTypeId: session.testTypeId,
      name: session.name,
      gender: session.gender,
      personalComment: session.personalComment,
    },
    shareUrl: `${context.publicOrigin}${localizePath(`/result/${session.id}`, language)}`,
    shareImage: buildShareImagePath(image),
    shareStoryImage: buildShareImagePath({ ...image, format: 'story' }),
    resultShare: await context.findResultShare(session.testTypeId, session.resultType, language),
    comparison,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0].loaderData;
  const { result, egenTeto } = root.messages;
  if (!loaderData?.found) {
    return [
      ...buildLocalizedMeta(root, {
        title: result.notFound,
        description: egenTeto.metaDescription,
        keywords: egenTeto.keywords,
      }),
      { name: 'robots', content: 'noindex' },
    ];
  }
  const { name } = loaderData.session;
  if (loaderData.result.kind === 'choice') {
    const { view, quizId } = loaderData.result;
    return buildLocalizedMeta(root, {
      title: `${interpolate(result.metaTitle, { name, title: view.shareTitle })} | ${root.messages.tests[quizId].name}`,
      description: view.description,
      image: loaderData.shareImage,
    });
  }
  const { view } = loaderData.result;
  return buildLocalizedMeta(root, {
    keywords: egenTeto.keywords,
    title: interpolate(result.metaTitle, { name, title: view.title }),
    description: interpolate(result.metaDescription, {
      egen: formatPercentage(view.egenPercentage, root.language),
      teto: formatPercentage(view.tetoPercentage, root.language),
    }),
    image: loaderData.shareImage,
  });
};

export default function SavedResultRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();

  if (!loaderData.found) {
    return (
      <Suspense fallback={null}>
        <LazyResultNotFound heading={t('result.notFound')} actionPath="/personality" actionLabel={t('result.notFoundAction')} />
      </Suspense>
    );
  }
  const { result, session, shareUrl, shareImage, shareStoryImage, resultShare } = loaderData;
  // Its own boundary: reached within the app, the result shows while the box's code loads.
  const comparison = loaderData.comparison && (
    <Suspense fallback={null}>
      <ComparisonBox view={loaderData.comparison} />
    </Suspense>
  );
  return (
    <>
      <Suspense fallback={<main className="min-h-screen" aria-busy="true" />}>
        <div data-saved-result={result.kind} className="contents">
          {result.kind === 'egen-teto' ? (
            <EgenTetoResult
              sessionId={session.id}
              testTypeId={session.testTypeId}
              name={session.name}
              personalComment={session.personalComment}
              view={result.view}
              shareUrl={shareUrl}
              shareImage={shareImage}
              shareStoryImage={shareStoryImage}
              resultShare={resultShare}
              comparison={comparison}
            />
          ) : (
            <ChoiceQuizResult
              quiz={result.quiz}
              view={result.view}
              name={session.name}
              sessionId={session.id}
              shareUrl={shareUrl}
              shareImage={shareImage}
              shareStoryImage={shareStoryImage}
              resultLabels={result.resultLabels}
              readerQuery={`?gender=${session.gender}`}
              resultShare={resultShare}
              owner={{
                sessionId: session.id,
                testTypeId: session.testTypeId,
                name: session.name,
              }}
              personalComment={session.personalComment}
              comparison={comparison}
            />
          )}
        </div>
      </Suspense>
      <SiteFooter withResultLines />
    </>
  );
}
