import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../shell/use-number-format';
import type { QuestionForPage } from './question-types';

const ConfirmDialog = lazy(() => import('./confirm-dialog'));

interface QuestionCardProps {
  ready: boolean;
  /** Fade in questions after the first; the first is the page's main content and paints at once. */
  animate: boolean;
  number: number;
  total: number;
  question: QuestionForPage;
  options: QuestionForPage['options'];
  onAnswer(optionId: string): void;
  /** Back (egen/teto: on the first question it leaves) or, with onEnd, Previous (disabled on the first question). */
  onBack(): void;
  /** The other quizzes' End test button (docs/spec/quizzes-and-photo.md §2); it replaces the round back button. */
  onEnd?(): void;
}

/** End test, asking first once an answer would be lost (decision 0020). */
function EndTestButton({ hasAnswers, onEnd }: { hasAnswers: boolean; onEnd(): void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button-secondary"
        onPointerEnter={() => void import('./confirm-dialog')}
        onClick={() => {
          if (!hasAnswers) return onEnd();
          setRequested(true);
          setConfirming(true);
        }}
      >
        {t('quiz.endTest')}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('quiz.endConfirmTitle')}
            description={t('quiz.endConfirmMessage')}
            confirmLabel={t('quiz.endTest')}
            cancelLabel={t('quiz.keepGoing')}
            onConfirm={onEnd}
          />
        </Suspense>
      )}
    </>
  );
}

/** One question: back, counter, progress bar, emoji, text, four options; keys 1-4 answer too. */
export function QuestionCard({ ready, animate, number, total, question, options, onAnswer, onBack, onEnd }: QuestionCardProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  // The tapped option stays marked during the pause before the next question; the card remounts per question.
  const [chosenId, setChosenId] = useState<string | null>(null);
  const choose = (optionId: string) => {
    if (chosenId !== null) return;
    setChosenId(optionId);
    onAnswer(optionId);
  };
  const percentage = Math.round(((number - 1) / total) * 100);

  // Moving focus to each new question lets keyboard and screen-reader users follow without hunting for it. Only
  // when the question changes: a re-render of the same one must not pull focus out of an open menu or dialog.
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready, question.id]);

  useEffect(() => {
    if (!ready) return;
    function answerByKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const option = options[Number(event.key) - 1];
      if (option && event.key >= '1' && event.key <= '4') choose(option.id);
    }
    window.addEventListener('keydown', answerByKey);
    return () => window.removeEventListener('keydown', answerByKey);
  });

  return (
    <main className="mx-auto max-w-xl space-y-5 px-4 pt-4">
      <div className="flex items-center gap-3">
        {!onEnd && (
          <button type="button" onClick={onBack} disabled={!ready} className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-xl shadow-sm ring-1 ring-brand-100 dark:bg-slate-900 dark:ring-slate-700" aria-label={t('common.back')}>
            <span aria-hidden="true" className="rtl:rotate-180">
              ←
            </span>
          </button>
        )}
        <div className="flex-1 space-y-1">
          <div className="flex justify-between text-sm font-semibold text-muted">
            {/* Isolated left to right: in Arabic "3 / 10" would otherwise read "10 / 3". */}
            <span aria-hidden="true" dir="ltr" data-question-counter>
              {`${format.integer(number)} / ${format.integer(total)}`}
            </span>
            <span aria-hidden="true">{format.percentage(percentage)}</span>
          </div>
          <div className="h-2.5 overflow-hidden rounded-full bg-brand-100 dark:bg-slate-800" role="progressbar" aria-valuemin={0} aria-valuemax={total} aria-valuenow={number - 1} aria-label={t('egenTeto.questionProgress', { current: number, total })}>
            <div className="h-full rounded-full bg-gradient-to-r from-brand-500 to-berry-500 transition-[width] duration-300 motion-reduce:transition-none" style={{ width: `${percentage}%` }} />
          </div>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {ready ? t('egenTeto.questionProgress', { current: number, total }) : ''}
      </p>
      <section className={`card space-y-5 ${animate ? 'animate-rise-in' : ''}`} aria-busy={!ready}>
        <p className="text-center text-5xl" aria-hidden="true">
          {question.emoji}
        </p>
        <h1 ref={heading} tabIndex={-1} className="min-h-16 text-center text-xl font-bold leading-snug outline-none">
          {question.text}
        </h1>
        {/* Hidden, not absent, until the run's order is known: same texts, same total height, so nothing visible shifts. */}
        <ol className={`space-y-3 ${ready ? '' : 'invisible'}`}>
          {options.map((option, index) => (
            <li key={option.id}>
              <button
                type="button"
                disabled={!ready}
                onClick={() => choose(option.id)}
                data-option-id={option.id}
                data-selected={chosenId === option.id ? '' : undefined}
                className="flex min-h-14 w-full items-center gap-3 rounded-2xl border-2 border-brand-100 bg-white px-4 py-3 text-start font-medium transition hover:border-brand-400 hover:bg-brand-50 active:scale-[0.99] disabled:opacity-60 data-selected:border-brand-600 data-selected:bg-brand-100 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800 dark:data-selected:border-brand-400 dark:data-selected:bg-slate-700 motion-reduce:transition-none"
              >
                <span aria-hidden="true" className={`grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold ${chosenId === option.id ? 'bg-brand-600 text-white' : 'bg-brand-100 text-brand-700 dark:bg-slate-800 dark:text-brand-400'}`}>
                  {chosenId === option.id ? '✓' : format.integer(index + 1)}
                </span>
                <span>{option.text}</span>
              </button>
            </li>
          ))}
        </ol>
        {/* Only where a mouse (and so likely a keyboard) is the main pointer; phones have no number keys at hand. */}
        <p className="hidden text-center text-xs text-muted pointer-fine:block">{t('egenTeto.answerHint')}</p>
      </section>
      {onEnd && (
        <div className="grid grid-cols-2 gap-3">
          <button type="button" onClick={onBack} disabled={!ready || number === 1} className="button-secondary disabled:opacity-40">
            <span aria-hidden="true" className="rtl:rotate-180">
              ←
            </span>{' '}
            {t('quiz.previous')}
          </button>
          <EndTestButton hasAnswers={number > 1} onEnd={onEnd} />
        </div>
      )}
    </main>
  );
}
