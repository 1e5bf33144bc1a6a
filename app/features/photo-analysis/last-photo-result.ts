import { z } from 'zod';
import { genders } from '../../../domain/gender';
import { writeStored } from '../../shell/browser-storage';
import type { PhotoOutcome } from './analyze-on-device.client';

/** Bumped when what a result holds changes shape: an older copy is then dropped, never misread. */
const storedVersion = 1;
/** The photo kept with the result is redrawn this small: enough for the page, a few dozen kilobytes. */
const keptPhotoSide = 640;

const storedResultSchema = z.object({
  version: z.literal(storedVersion),
  name: z.string().min(1),
  gender: z.enum(genders),
  photoUrl: z.string().startsWith('data:image/jpeg;base64,'),
  outcome: z.object({ ok: z.literal(true) }).passthrough(),
});

export interface LastPhotoResult<Result> {
  name: string;
  gender: (typeof genders)[number];
  photoUrl: string;
  outcome: Extract<PhotoOutcome<Result>, { ok: true }>;
}

/** Where a quiz keeps it in session storage (read as a stored value, so the page renders it after hydration). */
export const lastResultKey = (quizId: string) => `photo-result:${quizId}`;

/**
 * Not a `.client` module: the page reads the key and parses on the server too (where nothing is stored).
 * The last result of a photo quiz, kept in this tab's session storage only (never sent anywhere): a reload, or a
 * phone that dropped the tab while the visitor was in a messenger, shows it again instead of an empty form.
 */
export async function keepLastResult<Result>(quizId: string, result: Omit<LastPhotoResult<Result>, 'photoUrl'>, photo: Blob): Promise<void> {
  const photoUrl = await shrinkToDataUrl(photo);
  if (!photoUrl) return;
  writeStored('session', lastResultKey(quizId), JSON.stringify({ version: storedVersion, ...result, photoUrl }));
}

export function parseLastResult<Result>(raw: string | null): LastPhotoResult<Result> | null {
  if (!raw) return null;
  const parsed = storedResultSchema.safeParse((() => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  })());
  // The outcome was written by this page's own analysis of the same version.
  return parsed.success ? (parsed.data as unknown as LastPhotoResult<Result>) : null;
}

export function forgetLastResult(quizId: string): void {
  writeStored('session', lastResultKey(quizId), null);
}

async function shrinkToDataUrl(photo: Blob): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
    const scale = Math.min(1, keptPhotoSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.85);
  } catch {
    return null;
  }
}
