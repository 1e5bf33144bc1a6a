import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const messageKeys = ['egenTeto.analyzing1', 'egenTeto.analyzing2', 'egenTeto.analyzing3'] as const;

/** The three rotating messages shown for the 2 s before the result is submitted. */
export function AnalysisScreen() {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((current) => Math.min(current + 1, messageKeys.length - 1)), 700);
    return () => clearInterval(timer);
  }, []);
  return (
    <main className="mx-auto grid min-h-[60vh] max-w-xl place-items-center px-4">
      <div className="card w-full space-y-4 text-center" role="status" aria-live="polite">
        <p className="animate-pulse text-6xl motion-reduce:animate-none" aria-hidden="true">
          🔮
        </p>
        <p className="text-lg font-semibold">{t(messageKeys[step]!)}</p>
        <div className="h-2 overflow-hidden rounded-full bg-brand-100">
          <div className="h-full rounded-full bg-gradient-to-r from-brand-500 to-berry-500 transition-[width] duration-700 motion-reduce:transition-none" style={{ width: `${((step + 1) / messageKeys.length) * 100}%` }} />
        </div>
      </div>
    </main>
  );
}

/** After a failed submission: the answers are kept, and one tap sends them again (decision 0020). */
export function SubmitFailedScreen({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto grid min-h-[60vh] max-w-xl place-items-center px-4">
      <div className="card w-full space-y-4 text-center">
        <p className="text-6xl" aria-hidden="true">
          😥
        </p>
        <p className="text-lg font-semibold" role="alert">
          {t('egenTeto.submitFailed')}
        </p>
        <button type="button" className="button-primary w-full" onClick={onRetry}>
          {t('egenTeto.retry')}
        </button>
      </div>
    </main>
  );
}
