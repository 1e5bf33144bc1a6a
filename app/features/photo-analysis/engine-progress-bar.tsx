import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../shell/use-number-format';
import { useEngineProgress } from './engine-progress';

/** "Getting the face AI ready… 42%" with a bar, while the engine downloads; nothing before or after. */
export function EngineProgressBar() {
  const { t } = useTranslation();
  const { percentage } = useNumberFormat();
  const percent = useEngineProgress();
  if (percent === null || percent >= 100) return null;
  const label = t('photo.engineLoading', { percent: percentage(percent) });
  return (
    <div className="space-y-1" data-engine-progress={percent}>
      <p className="text-sm text-muted">{label}</p>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 overflow-hidden rounded-full bg-brand-50 dark:bg-slate-800">
        <div className="h-full rounded-full bg-brand-500 transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
