import { useTranslation } from 'react-i18next';
import type { MeasuredFace } from './analyze-on-device.client';

/**
 * The gentle yellow notice of a photo result with several faces (the largest was read). No notice ever says a face
 * reads as the other gender: the visitor said who they are.
 */
export function PhotoNotices({ faceCount }: Pick<MeasuredFace, 'faceCount'>) {
  const { t } = useTranslation();
  if (faceCount <= 1) return null;
  return (
    <section className="space-y-1 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" role="note">
      {faceCount > 1 && <p>{t('photo.severalFaces', { count: faceCount })}</p>}
    </section>
  );
}
