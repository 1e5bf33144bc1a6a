import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageLanguage } from '../../shell/use-page-language';
import type { ComparisonView } from './compared-result';
import { ComparedPair, PairingNote } from './comparison-parts';

/**
 * On the result page of a visitor who took the test from a friend's result (decision 0036): both results, how they pair
 * up, and the way to the comparison's own page, the one to share.
 */
export function ComparisonBox({ view }: { view: ComparisonView }) {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  const [friend, visitor] = view.people;
  return (
    <section className="card space-y-4 ring-2 ring-berry-500" data-comparison-box>
      <h2 className="text-center text-xl font-extrabold">{t('compare.heading', { name: friend.name })}</h2>
      {/* "You and Mina": the visitor first, as the heading says; the friend first contradicted it. */}
      <ComparedPair people={[visitor, friend]} />
      <PairingNote view={view} />
      <Link to={localize(`/compare/${friend.sessionId}/${visitor.sessionId}`)} className="button-primary w-full" data-open-comparison>
        {t('compare.openComparison')}
      </Link>
    </section>
  );
}
