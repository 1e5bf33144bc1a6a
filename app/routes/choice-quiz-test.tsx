import { data } from 'react-router';
import { splitLanguageFromPath } from '../../domain/languages';
import { loadChoiceQuizPage } from '../features/choice-quiz/choice-quiz-content.server';
import { ChoiceQuizFlow } from '../features/choice-quiz/choice-quiz-flow';
import { choiceQuizzes, findChoiceQuizByPath } from '../features/choice-quiz/choice-quizzes';
import { buildQuizPageMeta } from '../i18n/page-meta';
import { SiteFooter } from '../shell/site-footer';
import type { Route } from './+types/choice-quiz-test';

/** /animal-test, /mbti-love-test, /thinking-feeling-test, /best-friend-test, /spirit-animal-test (and under /{lang}). */
export function loader({ request }: Route.LoaderArgs) {
  const { language, cleanPath } = splitLanguageFromPath(new URL(request.url).pathname);
  const quiz = findChoiceQuizByPath(cleanPath);
  if (!quiz) throw data('Not Found', { status: 404 });
  return { quizId: quiz.id, emoji: quiz.emoji, minutes: quiz.estimatedMinutes, ...loadChoiceQuizPage(quiz.id, language) };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=300' });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => buildQuizPageMeta(matches[0].loaderData, loaderData?.page);

export default function ChoiceQuizTestRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ChoiceQuizFlow
        quiz={choiceQuizzes[loaderData.quizId]}
        introSubtitle={loaderData.page.introSubtitle}
        questions={loaderData.questions}
        resultLabels={loaderData.resultLabels}
        emoji={loaderData.emoji}
        minutes={loaderData.minutes}
      />
      <SiteFooter />
    </>
  );
}
