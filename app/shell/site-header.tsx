import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeMenu } from './home-menu';
import { usePageLanguage } from './use-page-language';

export function SiteHeader() {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  return (
    <header className="mx-auto flex max-w-3xl items-center gap-3 px-4 pt-4">
      <HomeMenu />
      <Link to={localize('/')} className="text-lg font-extrabold tracking-tight text-brand-700 dark:text-brand-400">
        {t('site.name')}
      </Link>
    </header>
  );
}
