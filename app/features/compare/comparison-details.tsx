import { useTranslation } from 'react-i18next';
import { PercentageBar } from '../../components/result-parts';
import type { ComparedResult, ComparisonView } from './compared-result';

/** The parts only the comparison page shows (the box on a friend's result stays light). */

/** Each person's two poles (egen/teto, thinking/feeling), one under the other. */
export function ComparedSplits({ people }: { people: ComparisonView['people'] }) {
  const withSplits = people.filter((person): person is ComparedResult & { split: NonNullable<ComparedResult['split']> } => person.split !== null);
  if (withSplits.length < 2) return null;
  return (
    <section className="card space-y-4">
      {withSplits.map((person) => (
        <div key={person.sessionId} className="space-y-2">
          <p className="text-sm font-bold">{person.name}</p>
          <PercentageBar label={person.split.first.label} percentage={person.split.first.percentage} tone="cool" />
          <PercentageBar label={person.split.second.label} percentage={person.split.second.percentage} tone="warm" />
        </div>
      ))}
    </section>
  );
}

/** The MBTI letters one by one: the same letter highlighted, a different one muted. */
export function ComparedLetters({ view }: { view: ComparisonView }) {
  const { t } = useTranslation();
  if (!view.letters) return null;
  return (
    <section className="card space-y-3">
      <h2 className="text-lg font-bold">{t('compare.letters')}</h2>
      <div className="grid grid-cols-[auto_repeat(4,minmax(0,1fr))] items-center gap-2 text-center" dir="ltr">
        {view.people.map((person, row) => (
          <div key={person.sessionId} className="contents">
            <p className="max-w-24 truncate text-start text-sm font-semibold">{person.name}</p>
            {view.letters!.map((pair, index) => (
              <p key={index} className={`rounded-xl py-2 text-xl font-extrabold ${pair.same ? 'bg-brand-600 text-white' : 'bg-brand-50 text-muted dark:bg-slate-800'}`} data-letter-same={pair.same}>
                {row === 0 ? pair.first : pair.second}
              </p>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
