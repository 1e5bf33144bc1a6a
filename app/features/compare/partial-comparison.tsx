import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageLanguage } from '../../shell/use-page-language';
import type { ResultOfQuiz } from './compared-result';
import { ComparedPersonCard } from './comparison-parts';

/**
 * A comparison address of which only one result is there (decision 0042): that result, and the way to
 * compare with it by taking its test. The route remembers the result as the friend's, as a friend's result page does,
 * so that finishing the test leads to the comparison.
 */
export function OneResultToCompare({ result }: { result: ResultOfQuiz }) {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  const { person, quiz } = result;
  return (
    <main className="mx-auto max-w-md px-4 pt-6" data-comparison-outcome="one-found">
      <section className="card space-y-4 bg-gradient-to-br from-white to-brand-100 text-center dark:from-slate-900 dark:to-slate-800">
        <Link to={localize(quiz.path)} className="text-sm font-semibold text-muted hover:text-brand-600">
          {t(`tests.${quiz.id}.name`)}
        </Link>
        <h1 className="text-2xl font-extrabold leading-tight" dir="auto">
          {t('compare.oneFound.heading', { name: person.name })}
        </h1>
        <div className="mx-auto max-w-56">
          <ComparedPersonCard person={person} />
        </div>
        <p className="leading-relaxed">{t('compare.oneFound.message', { name: person.name })}</p>
        <div className="grid gap-3">
          <Link to={localize(quiz.path)} className="button-primary" data-take-to-compare>
            {t('compare.oneFound.action')}
          </Link>
          <Link to={localize('/tests')} className="button-secondary">
            {t('brokenLink.allTests')}
          </Link>
        </div>
      </section>
    </main>
  );
}

/** A comparison address of two results of different tests: said plainly, and each result on its own. */
export function ResultsOfDifferentTests({ results }: { results: [ResultOfQuiz, ResultOfQuiz] }) {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  return (
    <main className="mx-auto max-w-md px-4 pt-6" data-comparison-outcome="different-tests">
      <section className="card space-y-4 text-center">
        <p className="text-5xl" aria-hidden="true">
          🔀
        </p>
        <h1 className="text-2xl font-extrabold leading-tight">{t('compare.differentTests.heading')}</h1>
        <p className="leading-relaxed text-muted">{t('compare.differentTests.message')}</p>
        {/* Two rows shared by both columns: the test names and the cards line up whatever their lengths. */}
        <ul className="grid grid-cols-2 gap-x-3">
          {results.map(({ person, quiz }) => (
            <li key={person.sessionId} className="row-span-2 grid grid-rows-subgrid gap-2">
              <p className="self-end text-xs font-semibold text-muted">{t(`tests.${quiz.id}.name`)}</p>
              <ComparedPersonCard person={person} />
            </li>
          ))}
        </ul>
        <Link to={localize('/tests')} className="button-primary w-full">
          {t('brokenLink.allTests')}
        </Link>
      </section>
    </main>
  );
}
