import { useTranslation } from 'react-i18next';

/**
 * What produced the result a page shows: a question quiz's answers scored by its own rules (`footer.choiceSource`),
 * or face proportions measured on the device (`footer.photoSource`). Never "AI big data"
 * (docs/spec/product-rules.md D8).
 */
export type ResultSource = 'choice' | 'photo';

/**
 * Every page carries the disclaimer. A page showing a result also says what produced it and carries the
 * copyright (docs/spec/core.md §1); a page without a result (a list of all results, an intro) has no such line.
 */
export function SiteFooter({ resultSource }: { resultSource?: ResultSource | undefined }) {
  const { t } = useTranslation();
  return (
    <footer className="mx-auto mt-12 max-w-3xl space-y-1 px-4 pb-10 text-center text-xs text-muted">
      {resultSource && <p data-result-source={resultSource}>{t(`footer.${resultSource}Source`)}</p>}
      <p>{t('footer.disclaimer')}</p>
      {resultSource && <p>{t('footer.copyright')}</p>}
    </footer>
  );
}
