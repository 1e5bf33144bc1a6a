import { useNumberFormat } from '../../shell/use-number-format';

/**
 * Fills a measurement sentence of the photo quizzes' content: `{value}` is the measured angle (the eye tilt),
 * `{difference}` the difference from a typical face as a formatted percentage, both in the page's language.
 */
export function useMeasurementText() {
  const { decimal, percentage } = useNumberFormat();
  return (template: string, { value, difference }: { value: number; difference: number }) =>
    template.replace('{value}', decimal(value)).replace('{difference}', percentage(difference));
}
