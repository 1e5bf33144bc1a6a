import { useTranslation } from 'react-i18next';
import type { MeasuredFace } from './analyze-on-device.client';

/** The gentle yellow notices of a photo result: several faces (the largest was read), the other gender's features. */
export function PhotoNotices({ faceCount, genderWarning }: Pick<MeasuredFace, 'faceCount' | 'genderWarning'>) {
  const { t } = useTranslation();
  if (!genderWarning && faceCount <= 1) return null;
  return (
    <section className="space-y-1 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" role="note">
      {faceCount > 1 && <p>{t('photo.severalFaces', { count: faceCount })}</p>}
      {genderWarning && <p>{t('photo.genderWarning')}</p>}
    </section>
  );
}
