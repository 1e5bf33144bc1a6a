import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PercentageBar } from '../../components/result-parts';
import { usePageLanguage } from '../../shell/use-page-language';
import type { ComparedResult, ComparisonView } from './compared-result';

const pairingEmoji = { same: '👯', best: '💞', good: '💛', hard: '⚡', neutral: '🎨' } as const;

/** The two results side by side: emoji, name, badge and title, each a link to that person's result page. */
export function ComparedPair({ people }: { people: ComparisonView['people'] }) {
  const { localize } = usePageLanguage();
  return (
    <div className="grid grid-cols-2 gap-3" data-compared-pair>
      {people.map((person) => (
        <Link key={person.sessionId} to={localize(`/result/${person.sessionId}`)} className="card space-y-1 text-center hover:ring-2 hover:ring-brand-200" data-compared-person>
          <p className="text-5xl" aria-hidden="true">
            {person.emoji}
          </p>
          <p className="truncate text-sm font-semibold text-muted">{person.name}</p>
          {person.badge && <p className="inline-block rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">{person.badge}</p>}
          <p className="font-bold leading-snug">{person.title}</p>
        </Link>
      ))}
    </div>
  );
}

/** How the two results pair up, and the line on where they lean. */
export function PairingNote({ view }: { view: ComparisonView }) {
  if (!view.pairing && !view.poleLine) return null;
  return (
    <div className="space-y-2 text-center" data-pairing={view.pairing?.level ?? 'poles'}>
      {view.pairing && (
        <>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-berry-600 px-4 py-1 font-bold text-white">
            <span aria-hidden="true">{pairingEmoji[view.pairing.level]}</span>
            {view.pairing.label}
          </p>
          <p className="leading-relaxed">{view.pairing.text}</p>
        </>
      )}
      {view.poleLine && <p className="leading-relaxed">{view.poleLine}</p>}
    </div>
  );
}

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
