import { findAnimalLookAlike } from '../../domain/quizzes/ai-animal-face/animal-look-alike';
import { rateFace } from '../../domain/quizzes/ai-face-rating/face-rating';
import { findFortuneLabel, readFace } from '../../domain/quizzes/ai-face-reading/face-reading';
import { aiAnimalFaceContents } from '../../domain/quizzes/ai-animal-face/content';
import { aiFaceRatingContents } from '../../domain/quizzes/ai-face-rating/content';
import { aiFaceReadingContents } from '../../domain/quizzes/ai-face-reading/content';
import { describeAnimalLookAlike, describeFaceRating, describeFaceReading } from '../../domain/quizzes/photo-result-text';
import type { LanguageCode } from '../../domain/languages';
import { maximumPhotoBytes, type PhotoAnalysis } from '../../shared/contracts/photo-analysis';
import type { Gender } from '../../shared/contracts/text-fields';
import { checkPhotoHeader } from '../../shared/photo/read-image-size';
import type { PhotoReading } from '../photo/photo-analysis-worker.server';
import { ServiceError } from './service-error.server';

export interface PhotoAnalysisService {
  /** `signal`: the client went away, so the photo's reading is abandoned wherever it is (queued or running). */
  analyzePhoto(request: { type: 'animal_face' | 'face_rating' | 'face_reading'; image: string; name: string; gender: Gender; language: LanguageCode }, signal?: AbortSignal): Promise<PhotoAnalysis>;
}

/** Why a photo could not be analysed, in the API's words (docs/spec/quizzes-and-photo.md §8). */
const failureMessages = {
  'not-an-image': ['invalid', 'The file is not an image that can be read (JPG or PNG)'],
  'too-many-pixels': ['too-large', 'The image has too many pixels'],
  'no-face': ['unprocessable', 'No face was found in the photo'],
  'face-too-small': ['unprocessable', 'The face is too small in the photo; use one where the face is larger'],
  'head-turned': ['unprocessable', 'The head is turned too far to the side; use a photo facing the camera'],
  'head-lowered': ['unprocessable', 'The chin is lowered too far; use a photo taken at eye level, looking straight ahead'],
  'head-raised': ['unprocessable', 'The chin is raised too far; use a photo taken at eye level, looking straight ahead'],
  'face-covered': ['unprocessable', 'Part of the face is hidden; use a photo where the whole face shows'],
  'too-dark': ['unprocessable', 'The photo is too dark to read the face; use one taken in better light'],
} as const;

/**
 * The server's photo analysis (docs/spec/product-rules.md D3: for API clients; the site analyses on the visitor's device):
 * the same engine and the same pure steps as the browser, the photo read in a worker thread and kept nowhere.
 */
export function createPhotoAnalysisService(
  readPhoto: (bytes: Uint8Array, signal?: AbortSignal) => Promise<PhotoReading>,
  now: () => Date = () => new Date(),
): PhotoAnalysisService {
  return {
    async analyzePhoto({ type, image, name, gender, language }, signal) {
      const bytes = Buffer.from(image, 'base64');
      if (bytes.byteLength > maximumPhotoBytes) throw new ServiceError('too-large', 'File size must be 5MB or less');
      // The header's size is checked here too, so a picture too large to decode never takes a worker's turn.
      const refusal = checkPhotoHeader(bytes);
      const reading = refusal ? ({ ok: false, reason: refusal } as const) : await readPhoto(bytes, signal);
      if (!reading.ok) {
        const [kind, message] = failureMessages[reading.reason];
        throw new ServiceError(kind, message);
      }
      const common = { name, measurements: reading.measurements, faceCount: reading.faceCount, completedAt: now().toISOString() };
      if (type === 'face_rating') {
        const rating = rateFace(reading);
        return {
          ...common,
          resultType: rating.band,
          score: rating.overall,
          stars: rating.stars,
          detailedScores: { ...rating.detailedScores, overall: rating.overall },
          genderTypePercentages: rating.genderTypePercentages,
          reasons: rating.reasons,
          ...describeFaceRating(aiFaceRatingContents[language], rating, gender, language),
        };
      }
      if (type === 'face_reading') {
        const faceReading = readFace(reading);
        return {
          ...common,
          resultType: faceReading.type,
          score: faceReading.scores.overall,
          fortune: findFortuneLabel(faceReading.scores.overall),
          faceReadingScores: faceReading.scores,
          reasons: faceReading.reasons,
          ...describeFaceReading(aiFaceReadingContents[language], faceReading, gender, language),
        };
      }
      const lookAlike = findAnimalLookAlike(reading.measurements);
      return {
        ...common,
        resultType: lookAlike.top,
        score: lookAlike.similarity,
        animalPercentages: lookAlike.percentages,
        reasons: lookAlike.reasons,
        ...describeAnimalLookAlike(aiAnimalFaceContents[language], lookAlike, gender, language),
      };
    },
  };
}
