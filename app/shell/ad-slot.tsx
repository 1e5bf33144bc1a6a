import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import { catalogueTests } from '../../domain/test-catalogue';
import { usePageLanguage } from './use-page-language';

interface AdsConfig {
  clientId: string;
  scriptUrl: string;
}

let adScriptRequested = false;

/** Loads the ad network's script once per page; its failures are logged and never break the page (D7). */
function useAdScript(ads: AdsConfig | null) {
  useEffect(() => {
    if (!ads) return;
    if (!adScriptRequested) {
      adScriptRequested = true;
      const script = document.createElement('script');
      script.async = true;
      script.src = `${ads.scriptUrl}?client=${encodeURIComponent(ads.clientId)}`;
      script.crossOrigin = 'anonymous';
      script.onerror = () => console.error('Ad script failed to load');
      document.head.append(script);
    }
    try {
      const queue = ((window as unknown as { adsbygoogle?: object[] }).adsbygoogle ??= []);
      queue.push({});
    } catch (error) {
      console.error('Ad slot failed', error);
    }
  }, [ads]);
}

/** The ad slot of a result page: a real ad when configured, otherwise a card promoting another test. */
export function AdSlot({ currentTestId }: { currentTestId: string }) {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  const ads = (useRouteLoaderData('root') as { ads?: AdsConfig | null } | undefined)?.ads ?? null;
  useAdScript(ads);

  if (ads) {
    return (
      <aside className="card space-y-1" aria-label={t('ad.label')}>
        <p className="text-xs text-muted">{t('ad.label')}</p>
        <ins className="adsbygoogle block min-h-[250px]" data-ad-client={ads.clientId} data-ad-format="auto" data-full-width-responsive="true" />
      </aside>
    );
  }
  const promoted = catalogueTests.find((test) => test.id !== currentTestId && test.isNew) ?? catalogueTests[0]!;
  return (
    // On a phone the call to action goes under the text, which keeps the card's whole width.
    <aside className="card flex flex-col gap-4 sm:flex-row sm:items-center" aria-label={t('ad.promoTitle')} data-promoted-test={promoted.id}>
      <div className="flex flex-1 items-center gap-4">
        <span className="text-5xl" aria-hidden="true">
          {promoted.emoji}
        </span>
        <div className="flex-1 space-y-1" data-promo-text>
          <p className="text-xs font-semibold text-muted">{t('ad.promoTitle')}</p>
          <p className="font-bold">{t(`tests.${promoted.id}.name`)}</p>
          <p className="text-sm text-muted">{t(`tests.${promoted.id}.description`)}</p>
        </div>
      </div>
      <Link to={localize(promoted.path)} className="button-secondary shrink-0 px-4">
        {t('ad.promoAction')}
      </Link>
    </aside>
  );
}
