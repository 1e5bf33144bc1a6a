import { readGender, type Gender } from '../../../domain/gender';
import { writeStored } from '../../shell/browser-storage';
import type { PhotoOutcome } from './analyze-on-device.client';

/** Bumped when what a result holds changes shape: an older copy is then dropped, never misread. */
const storedVersion = 3;
/** The photo kept with the result is redrawn this small: enough for the page, a few dozen kilobytes. */
const keptPhotoSide = 640;

export interface LastPhotoResult<Result> {
  name: string;
  gender: Gender;
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

/**
 * The kept result, only where this document was reloaded or restored at this very page (a reload, the back button,
 * or a tab the phone dropped): a visitor who comes to the page by a link starts a new try. Checked by hand, not
 * with zod, which the photo pages' first load does not otherwise carry; the outcome was written by this page's own
 * analysis, under this format version.
 */
export function parseLastResult<Result>(raw: string | null): LastPhotoResult<Result> | null {
  if (!raw || !isReturnToThisPage()) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { version, name, gender, photoUrl, outcome } = stored as Record<string, unknown>;
  const valid =
    version === storedVersion &&
    typeof name === 'string' &&
    name.length > 0 &&
    readGender(typeof gender === 'string' ? gender : null) !== null &&
    typeof photoUrl === 'string' &&
    photoUrl.startsWith('data:image/jpeg;base64,') &&
    typeof outcome === 'object' &&
    outcome !== null &&
    (outcome as { ok?: unknown }).ok === true;
  return valid ? (stored as LastPhotoResult<Result>) : null;
}

function isReturnToThisPage(): boolean {
  if (typeof performance === 'undefined' || typeof location === 'undefined') return false;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return !!entry && (entry.type === 'reload' || entry.type === 'back_forward') && new URL(entry.name).pathname === location.pathname;
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
