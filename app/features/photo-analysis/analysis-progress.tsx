import { useTranslation } from 'react-i18next';
import { EngineProgressBar } from './engine-progress-bar';

/** The six lines of the analysing screen, each reached when its real step starts (analyze-on-device.client.ts). */
const analysisSteps = [1, 2, 3, 4, 5, 6] as const;

/** The analysing screen's six lines (docs/spec/quizzes-and-photo.md §2, AI photo pages): done, current, or still to come; the fifth is the quiz's own. */
export function AnalysisProgress({ step, scoringStep }: { step: number; scoringStep: string }) {
  const { t } = useTranslation();
  return (
    <section className="card space-y-3" aria-live="polite" aria-busy="true">
      <ol className="space-y-2">
        {analysisSteps.map((number) => {
          const state = number < step ? 'done' : number === step ? 'current' : 'waiting';
          return (
            <li key={number} data-step-state={state} className={state === 'waiting' ? 'text-muted' : 'font-semibold'}>
              <span aria-hidden="true" className="me-2 inline-block w-5 text-center">
                {state === 'done' ? '✅' : state === 'current' ? <span className="inline-block animate-spin motion-reduce:animate-none">⏳</span> : '•'}
              </span>
              {number === 5 ? scoringStep : t(`photo.step${number}`)}
            </li>
          );
        })}
      </ol>
      {step === 1 && <EngineProgressBar />}
    </section>
  );
}
