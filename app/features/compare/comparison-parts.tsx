import { Link } from 'react-router';
import { usePageLanguage } from '../../shell/use-page-language';
import type { ComparedResult, ComparisonView } from './compared-result';

const pairingEmoji = { same: '👯', best: '💞', good: '💛', hard: '⚡', mixed: '🧲', neutral: '🎨' } as const;

/** One result: emoji, name, badge and title, a link to that person's result page. */
export function ComparedPersonCard({ person }: { person: ComparedResult }) {
  const { localize } = usePageLanguage();
  return (
    <Link to={localize(`/result/${person.sessionId}`)} className="card block space-y-1 text-center hover:ring-2 hover:ring-brand-200" data-compared-person>
      <p className="text-5xl" aria-hidden="true">
        {person.emoji}
      </p>
      <p className="truncate text-sm font-semibold text-muted">{person.name}</p>
      {person.badge && <p className="inline-block rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">{person.badge}</p>}
      <p className="font-bold leading-snug">{person.title}</p>
    </Link>
  );
}

/** The two results side by side, each a link to that person's result page. */
export function ComparedPair({ people }: { people: ComparisonView['people'] }) {
  return (
    <div className="grid grid-cols-2 gap-3" data-compared-pair>
      {people.map((person) => (
        <ComparedPersonCard key={person.sessionId} person={person} />
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
