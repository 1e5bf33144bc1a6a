import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageLanguage } from '../../shell/use-page-language';

/** The photo pages' way back to all tests (docs/spec/quizzes-and-photo.md §2, AI photo pages: "back home"). */
export function BackHomeLink() {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  return (
    <p className="text-center">
      <Link to={localize('/')} className="font-semibold text-brand-700 underline dark:text-brand-400">
        {t('photo.backHome')}
      </Link>
    </p>
  );
}
