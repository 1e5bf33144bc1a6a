import { useTranslation } from 'react-i18next';
import type { MeasuredFace } from './analyze-on-device.client';

/**
 * The gentle yellow notice of a photo result with several faces: which face was read (the largest, or the one the
 * visitor tapped) and that another can be tapped. No notice ever says a face reads as the other gender: the
 * visitor said who they are.
 */
export function PhotoNotices({ faceBoxes, box }: Pick<MeasuredFace, 'faceBoxes' | 'box'>) {
  const { t } = useTranslation();
  if (faceBoxes.length <= 1) return null;
  // The measured face is smaller than the largest one only when the visitor tapped it.
  const tapped = box[2] * box[3] < Math.max(...faceBoxes.map(([, , width, height]) => width * height));
  return (
    <section className="space-y-1 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" role="note">
      <p>{tapped ? t('photo.chosenFace') : t('photo.severalFaces', { count: faceBoxes.length })}</p>
      <p>{t('photo.tapAnotherFace')}</p>
    </section>
  );
}
