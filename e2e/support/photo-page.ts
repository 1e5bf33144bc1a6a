import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { loadMessages } from '../../app/i18n/messages.server';
import type { AnimalFaceAnalysis, FaceRatingAnalysis, FaceReadingAnalysis } from '../../shared/contracts/photo-analysis';

const en = loadMessages('en');

export const photoFixturePath = (name: string) => fileURLToPath(new URL(`../../fixtures/photos/${name}`, import.meta.url));

/** A fixture's file name, or a photo composed by the test (fixtures/photos/compose-test-photos.ts). */
export type PhotoInput = string | { name: string; mimeType: string; buffer: Buffer };

/** Fills the English form with `photo` and taps Analyze; the caller waits for what should follow. */
export async function submitPhoto(page: Page, photo: PhotoInput, name = 'Eileen'): Promise<void> {
  await page.getByLabel(en.photo.nameLabel).fill(name);
  await page.locator('input[type="file"]').setInputFiles(typeof photo === 'string' ? photoFixturePath(photo) : photo);
  await page.getByRole('button', { name: en.photo.analyzeButtons['ai-animal-face'] }).click();
}

/** Analyses `photo` on the English page; resolves with the 20 animals as the page lists them. */
export async function analyzeOnPage(page: Page, photo: PhotoInput): Promise<{ animal: string; percentage: number }[]> {
  await submitPhoto(page, photo);
  await page.locator('[data-result-animal]').waitFor({ timeout: 60_000 });
  return page.locator('li[data-animal]').evaluateAll((items) =>
    items.map((item) => ({ animal: item.getAttribute('data-animal') ?? '', percentage: Number(item.lastElementChild?.textContent?.replace('%', '')) })),
  );
}

interface AnalysisOfType {
  animal_face: AnimalFaceAnalysis;
  face_rating: FaceRatingAnalysis;
  face_reading: FaceReadingAnalysis;
}

/** What POST /api/photo/analyze answers for the same bytes. */
export async function analyzeOnServer<Type extends keyof AnalysisOfType = 'animal_face'>(
  origin: string,
  bytes: Buffer,
  { type = 'animal_face' as Type, gender = 'female' }: { type?: Type; gender?: 'male' | 'female' } = {},
): Promise<AnalysisOfType[Type]> {
  const response = await fetch(`${origin}/api/photo/analyze`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type, name: 'Eileen', gender, image: bytes.toString('base64') }),
  });
  if (!response.ok) throw new Error(`photo API answered ${response.status}`);
  return (await response.json()) as AnalysisOfType[Type];
}
