import { formatDecimal, formatInteger, formatPercentage } from '../../domain/text/format-number';
import { usePageLanguage } from './use-page-language';

/** Numbers and percentages in the page's language, the same text on the server and in the browser. */
export function useNumberFormat() {
  const { language } = usePageLanguage();
  return {
    percentage: (value: number) => formatPercentage(value, language),
    integer: (value: number) => formatInteger(value, language),
    decimal: (value: number) => formatDecimal(value, language),
  };
}
