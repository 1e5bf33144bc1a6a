import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { readGender, type Gender } from '../../domain/gender';
import { localizePath, splitLanguageFromPath } from '../../domain/languages';
import { describeChoiceResult, loadChoiceQuizPage } from '../features/choice-quiz/choice-quiz-content.server';
import { ChoiceQuizResult } from '../features/choice-quiz/choice-quiz-result';
import { choiceQuizzes, findChoiceQuizByPath } from '../features/choice-quiz/choice-quizzes';
import { buildShareImagePath } from '../features/share/share-image-path';
import { buildLocalizedMeta } from '../i18n/page-meta';
import { useStoredValue } from '../shell/browser-storage';
import { SiteFooter } from '../shell/site-footer';
import { ResultNotFound } from '../components/not-found-page';
import type { Route } from './+types/choice-quiz-result';

/** The visitor's own share (thinking-feeling); unknown when absent or malformed (the page then shows 50, docs/spec/quizzes-and-photo.md §2). */
function readPercentage(value: string | null): number | null {
  const percentage = Number(value);
  return value !== null && value !== '' && Number.isInteger(percentage) && percentage >= 0 && percentage <= 100 ? percentage : null;
}

const genderQuery = (gender: Gender | null) => (gender ? `?gender=${gender}` : '');

/** /animal-result/{animal} and the four other result routes; query: name, gender, sessionId (and percentage). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { language, cleanPath } = splitLanguageFromPath(url.pathname);
  const quiz = findChoiceQuizByPath(cleanPath);
  if (!quiz) throw data('Not Found', { status: 404 });
  const type = params.type ?? quiz.defaultResult;
  const gender = readGender(url.searchParams.get('gender'));
  const view = type ? describeChoiceResult(quiz.id, language, type, { gender, percentage: readPercentage(url.searchParams.get('percentage')) }) : null;
  if (!view) return data({ status: type ? ('unknown' as const) : ('missing' as const), quizId: quiz.id }, { status: 404 });
  const sessionId = url.searchParams.get('sessionId');
  // The card reads in the forms of the visitor's gender where known (decision 0033).
  const cardKey = gender ? `${view.type}-${gender}` : view.type;
  return {
    status: 'found' as const,
    quizId: quiz.id,
    view,
    name: url.searchParams.get('name')?.trim().slice(0, 20) || null,
    sessionId: sessionId && /^[\w-]{16}$/.test(sessionId) ? sessionId : null,
    // The shared link shows the result itself, in the forms of the visitor's gender (decision 0033); the visitor's
    // name and session stay out of it.
    shareUrl: `${context.publicOrigin}${localizePath(`${quiz.resultPath}/${view.type}`, language)}${genderQuery(gender)}`,
    readerQuery: genderQuery(gender),
    shareImage: buildShareImagePath({ language, quiz: quiz.id, key: cardKey }),
    shareStoryImage: buildShareImagePath({ language, quiz: quiz.id, key: cardKey, format: 'story' }),
    resultLabels: loadChoiceQuizPage(quiz.id, language).resultLabels,
    resultShare: await context.findResultShare(quiz.testTypeId, view.type, language),
  };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=300' });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0].loaderData;
  const { messages } = root;
  if (!loaderData || loaderData.status !== 'found') {
    return [...buildLocalizedMeta(root, { title: messages.result.notFound, description: messages.catalogue.metaDescription }), { name: 'robots', content: 'noindex' }];
  }
  const quizName = messages.tests[loaderData.quizId].name;
  return buildLocalizedMeta(root, { title: `${loaderData.view.shareTitle} | ${quizName}`, description: loaderData.view.description, image: loaderData.shareImage });
};

export default function ChoiceQuizResultRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const quiz = choiceQuizzes[loaderData.quizId];
  // quizzes-and-photo §2: the name falls back to the one stored on this device, then to an anonymous default.
  const storedName = useStoredValue('local', quiz.storageKeys.name);

  if (loaderData.status !== 'found') {
    return <ResultNotFound heading={t(loaderData.status === 'unknown' ? 'quiz.unknownResult' : 'result.notFound')} actionPath="/tests" actionLabel={t('quiz.backToTests')} />;
  }
  return (
    <>
      <ChoiceQuizResult
        quiz={quiz}
        view={loaderData.view}
        name={loaderData.name ?? storedName ?? t('common.anonymous')}
        sessionId={loaderData.sessionId}
        shareUrl={loaderData.shareUrl}
        shareImage={loaderData.shareImage}
        shareStoryImage={loaderData.shareStoryImage}
        resultLabels={loaderData.resultLabels}
        readerQuery={loaderData.readerQuery}
        resultShare={loaderData.resultShare}
      />
      <SiteFooter resultSource="choice" />
    </>
  );
}
