import { useTranslation } from 'react-i18next';
import type { MeasuredFace } from './analyze-on-device.client';

const choiceNoticeKeys = { largest: 'photo.severalFaces', tapped: 'photo.chosenFace', measurable: 'photo.measurableFace' } as const;

/**
 * The gentle yellow notice of a photo result with several faces: which face was read (the largest, the one the
 * visitor tapped, or the largest that could be read when a larger one could not) and that another can be tapped.
 * No notice ever says a face reads as the other gender: the visitor said who they are.
 */
export function PhotoNotices({ faceBoxes, chosenBy }: Pick<MeasuredFace, 'faceBoxes' | 'chosenBy'>) {
  const { t } = useTranslation();
  if (faceBoxes.length <= 1) return null;
  return (
    <section className="space-y-1 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" role="note">
      <p>{t(choiceNoticeKeys[chosenBy], { count: faceBoxes.length })}</p>
      <p>{t('photo.tapAnotherFace')}</p>
    </section>
  );
}
