import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { egenTetoTestTypeId } from '../../../domain/quizzes/egen-teto/egen-teto-structure';
import { egenTetoQuizDefinition } from '../../../domain/quizzes/egen-teto/score-egen-teto';
import type { QuizOutcome } from '../../../domain/quizzes/quiz-registry';
import { useToast } from '../../shell/toast';
import { usePageLanguage } from '../../shell/use-page-language';
import { submitQuizResult } from '../quiz-run/submit-quiz-result';
import { readApiFailure } from '../../shell/api-client';
import { startQuizRun, useQuizRun } from '../quiz-run/use-quiz-run';
import { buildSavedResultPath, takeFriendResult } from '../quiz-run/saved-results';
import { AnalysisScreen, SubmitFailedScreen } from './analysis-screen';
import { readStored, writeStored } from '../../shell/browser-storage';
import { progressStore, storageKeys, type EgenTetoProgress } from './egen-teto-storage';
import { QuestionCard } from '../../components/question-card';
import type { QuestionForPage } from '../../components/question-types';
import { acceptableTextOrEmpty } from '../../../shared/contracts/visible-text';

// docs/spec/core.md §9: 300 ms between questions, 2000 ms of analysis before submitting.
const analysisDelayMs = 2000;

export function QuestionFlow({ gender, questions }: { gender: 'male' | 'female'; questions: QuestionForPage[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showToast = useToast();
  const { localize, language } = usePageLanguage();
  // The finished run while it is being analysed and submitted, or after its submission failed.
  const [submission, setSubmission] = useState<{ status: 'analyzing' | 'failed'; answered: EgenTetoProgress } | null>(null);

  // A run for another gender is not this page's: it starts over.
  const isResumable = useCallback((run: EgenTetoProgress) => run.gender === gender, [gender]);
  const startRun = useCallback((): EgenTetoProgress => ({ gender, ...startQuizRun(questions) }), [gender, questions]);

  const submit = useCallback(
    async (answered: EgenTetoProgress) => {
      const name = acceptableTextOrEmpty(readStored('local', storageKeys.userName) ?? '') || t('common.anonymous');
      try {
        writeStored('session', storageKeys.justCompleted, 'true');
        const session = await submitQuizResult({ testTypeId: egenTetoTestTypeId, name, gender, answers: answered.answers, outcome: scoreOutcome(answered.answers), language });
        progressStore.set(null);
        // Opened from a friend's result, the visitor's own page compares the two (decision 0036).
        void navigate(localize(buildSavedResultPath(session.id, takeFriendResult(egenTetoTestTypeId, session.id))));
      } catch (error) {
        console.error(error);
        writeStored('session', storageKeys.justCompleted, null);
        // A name refused by moderation (a link, a word not allowed) says why (decision 0045).
        const refusal = readApiFailure(error)?.code;
        showToast({ title: refusal ? t(`moderation.refused.${refusal}`) : t('egenTeto.submitFailed'), tone: 'destructive' });
        setSubmission({ status: 'failed', answered });
      }
    },
    [gender, language, localize, navigate, showToast, t],
  );

  const onFinished = useCallback(
    (answered: EgenTetoProgress) => {
      setSubmission({ status: 'analyzing', answered });
      setTimeout(() => void submit(answered), analysisDelayMs);
    },
    [submit],
  );
  const leave = useCallback(() => {
    progressStore.set(null);
    void navigate(localize('/'));
  }, [localize, navigate]);
  const { card } = useQuizRun({ store: progressStore, questions, isResumable, onFinished, onBackFromFirst: leave, startRun });

  if (submission?.status === 'analyzing') return <AnalysisScreen />;
  if (submission?.status === 'failed') {
    const { answered } = submission;
    return (
      <SubmitFailedScreen
        onRetry={() => {
          setSubmission({ status: 'analyzing', answered });
          void submit(answered);
        }}
      />
    );
  }

  // The same key before and after hydration: remounting the first question would repaint it (a later LCP).
  return <QuestionCard key={card.question.id} {...card} />;
}

/** The outcome the server will compute too: egen/teto has no resultData (spec section 7). */
function scoreOutcome(answers: readonly string[]): QuizOutcome {
  const scored = egenTetoQuizDefinition.scoreAnswers(answers);
  if (!scored.ok) throw new Error(scored.reason);
  return scored.outcome;
}
