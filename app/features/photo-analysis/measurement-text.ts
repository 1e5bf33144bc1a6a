import { fillMeasurementText } from '../../../domain/quizzes/photo-result-text';
import { usePageLanguage } from '../../shell/use-page-language';

/** Fills a measurement sentence of the photo quizzes' content in the page's language (photo-result-text.ts). */
export function useMeasurementText() {
  const { language } = usePageLanguage();
  return (template: string, measured: { value: number; difference?: number }) => fillMeasurementText(template, measured, language);
}
