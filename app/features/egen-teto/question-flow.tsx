import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { egenTetoTestTypeId } from '../../../domain/quizzes/egen-teto/egen-teto-structure';
import { scoreEgenTeto } from '../../../domain/quizzes/egen-teto/score-egen-teto';
import { useToast } from '../../shell/toast';
import { usePageLanguage } from '../../shell/use-page-language';
import { forgetRecentResults } from '../recent-results/recent-results';
import { AnalysisScreen, SubmitFailedScreen } from './analysis-screen';
import { readStored, shuffle, writeStored } from '../../shell/browser-storage';
import { progressStore, storageKeys, useProgress, type EgenTetoProgress } from './egen-teto-storage';
import { QuestionCard } from '../../components/question-card';
import type { QuestionForPage } from '../../components/question-types';
import { usePacedAnswers } from '../../components/use-paced-answers';
import { callApi } from '../../shell/api-client';

// spec-core section 9: 300 ms between questions, 2000 ms of analysis before submitting.
const analysisDelayMs = 2000;

function startProgress(gender: 'male' | 'female', questions: QuestionForPage[]): EgenTetoProgress {
  return {
    gender,
    answers: [],
    optionOrder: Object.fromEntries(questions.map((question) => [question.id, shuffle(question.options.map((option) => option.id))])),
  };
}

function isResumable(progress: EgenTetoProgress | null, gender: string, total: number): progress is EgenTetoProgress {
  return progress !== null && progress.gender === gender && progress.answers.length < total;
}

export function QuestionFlow({ gender, questions }: { gender: 'male' | 'female'; questions: QuestionForPage[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showToast = useToast();
  const { localize } = usePageLanguage();
  const stored = useProgress();
  const progress = isResumable(stored, gender, questions.length) ? stored : null;
  // The finished run while it is being analysed and submitted, or after its submission failed.
  const [submission, setSubmission] = useState<{ status: 'analyzing' | 'failed'; answered: EgenTetoProgress } | null>(null);

  // Progress lives in session storage (it survives a reload); a run for another gender or a finished one restarts.
  useEffect(() => {
    if (!isResumable(progressStore.getSnapshot(), gender, questions.length)) progressStore.set(startProgress(gender, questions));
  }, [gender, questions]);

  const submit = useCallback(
    async (answered: EgenTetoProgress) => {
      const name = readStored('local', storageKeys.userName)?.trim() || t('common.anonymous');
      const score = scoreEgenTeto(answered.answers);
      try {
        writeStored('session', storageKeys.justCompleted, 'true');
        const session = await callApi('submitTest', {
          body: { testTypeId: egenTetoTestTypeId, name, gender, answers: answered.answers, ...score, completedAt: new Date().toISOString() },
        });
        writeStored('session', storageKeys.ownerToken(session.id), session.ownerToken);
        forgetRecentResults(egenTetoTestTypeId);
        progressStore.set(null);
        void navigate(localize(`/result/${session.id}`));
      } catch (error) {
        console.error(error);
        writeStored('session', storageKeys.justCompleted, null);
        showToast({ title: t('egenTeto.submitFailed'), tone: 'destructive' });
        setSubmission({ status: 'failed', answered });
      }
    },
    [gender, localize, navigate, showToast, t],
  );

  const onAnswered = useCallback(
    (next: EgenTetoProgress, isLast: boolean) => {
      if (!isLast) {
        progressStore.set(next);
        return;
      }
      setSubmission({ status: 'analyzing', answered: next });
      setTimeout(() => void submit(next), analysisDelayMs);
    },
    [submit],
  );
  const { answer, isBusy } = usePacedAnswers(progress, questions.length, onAnswered);

  const back = useCallback(() => {
    if (isBusy() || !progress) return;
    if (progress.answers.length === 0) {
      progressStore.set(null);
      void navigate(localize('/'));
      return;
    }
    progressStore.set({ ...progress, answers: progress.answers.slice(0, -1) });
  }, [isBusy, localize, navigate, progress]);

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

  const index = progress ? progress.answers.length : 0;
  const question = questions[index]!;
  const order = progress?.optionOrder[question.id] ?? question.options.map((option) => option.id);
  const options = order.map((id) => question.options.find((option) => option.id === id)!);
  return (
    <QuestionCard
      // The same key before and after hydration: remounting the first question would repaint it (a later LCP).
      key={question.id}
      animate={progress !== null && progress.answers.length > 0}
      ready={progress !== null}
      number={index + 1}
      total={questions.length}
      question={question}
      options={options}
      onAnswer={answer}
      onBack={back}
    />
  );
}
