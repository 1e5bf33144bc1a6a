import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { catalogueTests } from '../../../domain/test-catalogue';
import { usePageLanguage } from '../../shell/use-page-language';

/** The other saved quizzes, in catalogue order (docs/spec/quizzes-and-photo.md §2: a related-tests block on each page). */
export function RelatedTests({ currentId }: { currentId: string }) {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  const others = catalogueTests.filter((test) => test.testTypeId !== null && test.id !== currentId);
  return (
    <section className="card space-y-3" aria-labelledby="related-tests-title">
      <h2 id="related-tests-title" className="text-lg font-bold">
        {t('quiz.relatedTests')}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {others.map((test) => (
          <li key={test.id}>
            <Link to={localize(test.path)} className="flex min-h-12 items-center gap-3 rounded-2xl bg-brand-50 px-3 py-2 font-semibold hover:bg-brand-100 dark:bg-slate-800">
              <span aria-hidden="true" className="text-2xl">
                {test.emoji}
              </span>
              {t(`tests.${test.id}.name`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
