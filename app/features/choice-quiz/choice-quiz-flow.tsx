import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NameGenderForm, type Gender } from '../../components/name-gender-form';
import type { GenderedQuestionForPage } from '../../components/question-types';
import { createProgressStore, useProgressOf, writeStored, type ProgressStore } from '../../shell/browser-storage';
import { usePageLanguage } from '../../shell/use-page-language';
import { useQuizRun, startQuizRun, type QuizRun } from '../quiz-run/use-quiz-run';
import { submitQuizResult } from '../quiz-run/submit-quiz-result';
import { buildSavedResultPath, takeFriendResult } from '../quiz-run/saved-results';
import { RecentResults } from '../recent-results/recent-results';
import { choiceQuizScorings } from '../../../domain/quizzes/choice-quiz-scorings';
import { chooseGender } from '../../../domain/quizzes/gendered-text';
import type { ChoiceQuizInfo } from './choice-quizzes';
import { RelatedTests } from './related-tests';

export interface ChoiceQuizProgress extends QuizRun {
  name: string;
  gender: Gender;
}

/**
 * The question card is fetched when the visitor starts on the intro's form (or resumes a run), not with the page:
 * it keeps the intro within the first-load script budget.
 */
const loadQuestionCard = () => import('../../components/question-card');
const QuestionCard = lazy(() => loadQuestionCard().then((module) => ({ default: module.QuestionCard })));
const prefetchQuestionCard = () => void loadQuestionCard();

const stores = new Map<string, ProgressStore<ChoiceQuizProgress>>();

function progressStoreOf(quiz: ChoiceQuizInfo): ProgressStore<ChoiceQuizProgress> {
  let store = stores.get(quiz.id);
  if (!store) {
    store = createProgressStore<ChoiceQuizProgress>(quiz.storageKeys.progress);
    stores.set(quiz.id, store);
  }
  return store;
}

const anyRun = () => true;

interface ChoiceQuizFlowProps {
  quiz: ChoiceQuizInfo;
  introSubtitle: string;
  questions: GenderedQuestionForPage[];
  resultLabels: Record<string, string>;
  emoji: string;
  minutes: number;
}

/** Intro step, then one question at a time, then submit and go to the result (docs/spec/quizzes-and-photo.md §4). */
export function ChoiceQuizFlow({ quiz, introSubtitle, questions: genderedQuestions, resultLabels, emoji, minutes }: ChoiceQuizFlowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { localize, language } = usePageLanguage();
  const store = progressStoreOf(quiz);
  // The run holds the gender chosen on the form; questions are only shown once a run exists.
  const gender = useProgressOf(store)?.gender ?? 'male';
  const questions = useMemo(() => chooseGender(genderedQuestions, gender), [genderedQuestions, gender]);

  const start = useCallback(
    (name: string, gender: Gender) => {
      writeStored('local', quiz.storageKeys.name, name);
      writeStored('local', quiz.storageKeys.gender, gender);
      store.set({ name, gender, ...startQuizRun(questions) });
    },
    [questions, quiz.storageKeys, store],
  );

  const finish = useCallback(
    async (answered: ChoiceQuizProgress) => {
      // The server's check, run here too to compute what is submitted.
      const scored = choiceQuizScorings[quiz.id].definition.scoreAnswers(answered.answers);
      if (!scored.ok) throw new Error(scored.reason);
      const { outcome } = scored;
      let path: string;
      try {
        const session = await submitQuizResult({ testTypeId: quiz.testTypeId, ...answered, outcome, language });
        // The saved result is the page to share (decision 0036); opened from a friend's result, it compares the two.
        path = localize(buildSavedResultPath(session.id, takeFriendResult(quiz.testTypeId, session.id)));
      } catch (error) {
        // quizzes-and-photo §8: a failed submission is only logged; the visitor still gets the result, on its type page.
        console.error(error);
        const query = new URLSearchParams({ name: answered.name, gender: answered.gender });
        if (outcome.resultData && 'percentage' in outcome.resultData) query.set('percentage', String(outcome.resultData.percentage));
        path = `${localize(`${quiz.resultPath}/${encodeURIComponent(outcome.resultType)}`)}?${query}`;
      }
      await navigate(path);
      // Cleared once the result page is shown, so the intro never flashes in between.
      store.set(null);
    },
    [language, localize, navigate, quiz, store],
  );
  const onFinished = useCallback((answered: ChoiceQuizProgress) => void finish(answered), [finish]);
  const { run: progress, card } = useQuizRun({ store, questions, isResumable: anyRun, onFinished });

  const end = useCallback(() => {
    store.set(null);
    void navigate(localize('/'));
  }, [localize, navigate, store]);

  if (progress) {
    return (
      <Suspense fallback={<main className="min-h-screen" aria-busy="true" />}>
        <QuestionCard key={card.question.id} {...card} onEnd={end} />
      </Suspense>
    );
  }

  return (
    <main className="mx-auto max-w-xl space-y-6 px-4 pt-6" onFocus={prefetchQuestionCard} onPointerDown={prefetchQuestionCard}>
      <header className="space-y-3 text-center">
        <p className="text-6xl" aria-hidden="true">
          {emoji}
        </p>
        <h1 className="text-3xl font-extrabold leading-tight">
          <Link to={localize('/tests')} className="hover:text-brand-600">
            {t(`tests.${quiz.id}.name`)}
          </Link>
        </h1>
        <p className="text-muted">{introSubtitle}</p>
      </header>
      <NameGenderForm storedNameKey={quiz.storageKeys.name} note={t('quiz.duration', { count: minutes })} onStart={start} />
      <Link to={localize('/tests')} className="button-secondary w-full">
        {t('common.otherTests')}
      </Link>
      <RecentResults testTypeId={quiz.testTypeId} limit={5} resultLabels={resultLabels} />
      <RelatedTests currentId={quiz.id} />
    </main>
  );
}
