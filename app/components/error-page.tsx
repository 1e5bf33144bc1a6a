import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SiteFooter } from '../shell/site-footer';

/**
 * What a visitor sees when a page cannot be shown, in the page's language. `unavailable`: the server answered 503
 * (the database cannot answer for a few seconds), so the page says it is brief and offers to load it again.
 */
export function ErrorPage({ unavailable }: { unavailable: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <>
      <title>{t(unavailable ? 'error.unavailableTitle' : 'error.title')}</title>
      <main className="mx-auto max-w-md px-4 pt-10">
        <div className="card flex flex-col items-center gap-4 text-center" data-error-page={unavailable ? 'unavailable' : 'failed'}>
          <p className="text-6xl" aria-hidden="true">
            {unavailable ? '⏳' : '🛠️'}
          </p>
          <h1 className="text-2xl font-bold">{t(unavailable ? 'error.unavailableHeading' : 'error.heading')}</h1>
          <p className="text-muted">{t(unavailable ? 'error.unavailableMessage' : 'error.message')}</p>
          {/* A plain link reloads the same address from the server, with or without scripts. */}
          <a href={`${pathname}${search}`} className="button-primary w-full">
            {t('error.retry')}
          </a>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}

/** Only when even the page's language could not be loaded (the root loader failed): no messages to use. */
export function UnlocalizedErrorPage() {
  return (
    <main className="mx-auto max-w-md p-8 text-center">
      <title>Something went wrong</title>
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2">Please try again in a moment.</p>
    </main>
  );
}
