import { lazy, Suspense, type ComponentType } from 'react';
import { data } from 'react-router';
import { localizePath, splitLanguageFromPath } from '../../domain/languages';
import { formatPercentage } from '../../domain/text/format-number';
import { quizManifests } from '../../domain/quizzes/quiz-manifests';
import { sessionIdSchema } from '../../shared/contracts/test-session';
import { buildShareImagePath, savedResultShareQuiz } from '../features/share/share-image-path';
import { buildLocalizedMeta } from '../i18n/page-meta';
import { interpolate } from '../i18n/interpolate';
import { SiteFooter } from '../shell/site-footer';
import { LazyBrokenResultLink } from '../components/lazy-not-found';
import { compareSavedResults, describeSavedResult } from './saved-quiz-kinds.server';
import type { Route } from './+types/saved-result';

/**
 * Each saved result loads only its own quiz's page code: an egen/teto result never pays for the choice quizzes'.
 * Opening a saved result, the browser fetches that code before React hydrates (this module is evaluated before
 * hydration starts): a part still waiting for its code when the page looks ready would drop a tap on its buttons.
 * The server marks which parts it drew; a page reached within the app loads them lazily instead.
 */
async function loadPart<Props extends object>(load: () => Promise<ComponentType<Props>>, drawnOnServer: boolean): Promise<ComponentType<Props>> {
  return drawnOnServer ? load() : lazy(() => load().then((component) => ({ default: component })));
}

const isDrawn = (selector: string) => typeof document !== 'undefined' && document.querySelector(selector) !== null;
const [EgenTetoResult, ChoiceQuizResult, ComparisonBox, ComparedFriends] = await Promise.all([
  loadPart(() => import('../features/egen-teto/egen-teto-result').then((module) => module.EgenTetoResult), isDrawn('[data-saved-result="egen-teto"]')),
  loadPart(() => import('../features/choice-quiz/choice-quiz-result').then((module) => module.ChoiceQuizResult), isDrawn('[data-saved-result="choice"]')),
  loadPart(() => import('../features/compare/comparison-box').then((module) => module.ComparisonBox), isDrawn('[data-comparison-box]')),
  // Only results that friends compared with carry it: the others never fetch its code.
  loadPart(() => import('../features/compare/compared-friends').then((module) => module.ComparedFriends), isDrawn('[data-compared-friends]')),
]);

/**
 * /result/{id}: a saved result of any quiz, the link its owner shares (decision 0036). With `?with={friend's id}` (the
 * visitor took the test from that friend's result) it also compares the two.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { language } = splitLanguageFromPath(url.pathname);
  const session = await context.findPublicSession(params.sessionId);
  const result = session && describeSavedResult(session, language);
  const friendId = sessionIdSchema.safeParse(url.searchParams.get('with'));
  if (!session || !result) {
    // A broken link (decision 0042): the test it was for, when the address tells it (a stored result no page shows,
    // or the friend's result it was to be compared with).
    const known = session ?? (friendId.success ? await context.findPublicSession(friendId.data) : null);
    return data({ found: false as const, quiz: known && findQuizOfTestType(known.testTypeId) }, { status: 404 });
  }
  const [friend, resultShare, comparedFriends] = await Promise.all([
    friendId.success && friendId.data !== session.id ? context.findPublicSession(friendId.data) : null,
    context.findResultShare(session.testTypeId, session.resultType, language),
    // The friends who took the test from this result's link: the sharer's page keeps its promise, "you'll see how
    // you two compare".
    context.findComparedFriends(session.id, session.testTypeId),
  ]);
  const comparison = friend && compareSavedResults(friend, session, language);
  const image = { language, quiz: savedResultShareQuiz, key: session.id };
  return data({
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
    resultShare,
    comparison,
    comparedFriends,
  }, { headers: { 'Cache-Control': savedResultCacheControl } });
}

/** The test a saved result is of, as a broken link's page names it; null for a test no page has. */
function findQuizOfTestType(testTypeId: number) {
  const quiz = quizManifests.find((manifest) => manifest.testTypeId === testTypeId);
  return quiz ? { id: quiz.id, path: quiz.path } : null;
}

/**
 * A saved result is public, like the link it is shared by: the owner's own controls (personal comment form, "take
 * it again") are drawn in the browser from what it stored, never on the server. Shared caches (the server's page
 * cache, the edge) keep it a minute, the time its statistic is reused, then serve it once more while it is
 * rendered anew; a personal comment replaces it at once in the server's cache. Browsers ask again each time.
 */
const savedResultCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

// A found result's loader sets its Cache-Control; a missing one sets none, and is kept nowhere.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0].loaderData;
  const { result, egenTeto } = root.messages;
  if (!loaderData?.found) {
    return [...buildLocalizedMeta(root, { title: root.messages.brokenLink.heading, description: root.messages.catalogue.metaDescription }), { name: 'robots', content: 'noindex' }];
  }
  const { name } = loaderData.session;
  if (loaderData.result.kind === 'choice') {
    const { view, quiz } = loaderData.result;
    return buildLocalizedMeta(root, {
      title: `${interpolate(result.metaTitle, { name, title: view.shareTitle })} | ${root.messages.tests[quiz.id].name}`,
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
  if (!loaderData.found) return <LazyBrokenResultLink quiz={loaderData.quiz} />;
  const { result, session } = loaderData;
  // Its own boundary: reached within the app, the result shows while the box's code loads.
  const comparison = (
    <>
      {loaderData.comparison && (
        <Suspense fallback={null}>
          <ComparisonBox view={loaderData.comparison} />
        </Suspense>
      )}
      {/* Within the result's own boundary (below): a page reached within the app waits for its code with it. */}
      {loaderData.comparedFriends.length > 0 && (
        <ComparedFriends owner={{ sessionId: session.id, name: session.name }} friends={loaderData.comparedFriends} resultLabels={result.kind === 'choice' ? result.resultLabels : undefined} />
      )}
    </>
  );
  // What both quizzes' pages take alike.
  const common = {
    sessionId: session.id,
    name: session.name,
    personalComment: session.personalComment,
    shareUrl: loaderData.shareUrl,
    shareImage: loaderData.shareImage,
    shareStoryImage: loaderData.shareStoryImage,
    resultShare: loaderData.resultShare,
    comparison,
  };
  return (
    <>
      <Suspense fallback={<main className="min-h-screen" aria-busy="true" />}>
        <div data-saved-result={result.kind} className="contents">
          {result.kind === 'egen-teto' ? (
            <EgenTetoResult {...common} view={result.view} />
          ) : (
            <ChoiceQuizResult
              {...common}
              quiz={result.quiz}
              view={result.view}
              resultLabels={result.resultLabels}
              readerQuery={`?gender=${session.gender}`}
              owner={{ sessionId: session.id, testTypeId: session.testTypeId, name: session.name }}
            />
          )}
        </div>
      </Suspense>
      <SiteFooter resultSource="choice" />
    </>
  );
}
