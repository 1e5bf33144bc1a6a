import { useTranslation } from 'react-i18next';

/** Result pages carry the AI line and the copyright (spec-core section 1); every page the disclaimer. */
export function SiteFooter({ withResultLines = false }: { withResultLines?: boolean }) {
  const { t } = useTranslation();
  return (
    <footer className="mx-auto mt-12 max-w-3xl space-y-1 px-4 pb-10 text-center text-xs text-muted">
      {withResultLines && <p>{t('footer.aiLine')}</p>}
      <p>{t('footer.disclaimer')}</p>
      {withResultLines && <p>{t('footer.copyright')}</p>}
    </footer>
  );
}
