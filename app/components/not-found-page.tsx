import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, type LanguageCode } from '../../domain/languages';

export function NotFoundPage() {
  const { t, i18n } = useTranslation();
  const home = localizePath('/', i18n.language as LanguageCode);
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-4 p-8 text-center">
      <p className="text-6xl" aria-hidden="true">
        🧭
      </p>
      <h1 className="text-2xl font-bold">{t('notFound.heading')}</h1>
      <p className="text-slate-600">{t('notFound.message')}</p>
      <Link to={home} className="rounded-full bg-orange-500 px-6 py-3 font-semibold text-white">
        {t('notFound.home')}
      </Link>
    </main>
  );
}
