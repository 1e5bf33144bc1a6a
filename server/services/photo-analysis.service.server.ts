import { readsAsOtherGender } from '../../domain/face/read-detection';
import { findAnimalLookAlike } from '../../domain/quizzes/ai-animal-face/animal-look-alike';
import { maximumPhotoBytes, type AnimalFaceAnalysis } from '../../shared/contracts/photo-analysis';
import type { Gender } from '../../shared/contracts/text-fields';
import type { PhotoReading } from '../photo/photo-analysis-worker.server';
import { ServiceError } from './service-error.server';

export interface PhotoAnalysisService {
  analyzeAnimalFace(request: { image: string; name: string; gender: Gender }): Promise<AnimalFaceAnalysis>;
}

/** Why a photo could not be analysed, in the API's words (spec-quizzes section 8). */
const failureMessages = {
  'not-an-image': ['invalid', 'The file is not an image that can be read (JPG or PNG)'],
  'too-many-pixels': ['too-large', 'The image has too many pixels'],
  'no-face': ['unprocessable', 'No face was found in the photo'],
  'face-too-small': ['unprocessable', 'The face is too small in the photo; use one where the face is larger'],
  'head-turned': ['unprocessable', 'The head is turned too far; use a photo facing the camera'],
} as const;

/**
 * The server's photo analysis (decisions.md D3: for API clients; the site analyses on the visitor's device):
 * the same engine and the same pure steps as the browser, the photo read in a worker thread and kept nowhere.
 */
export function createPhotoAnalysisService(readPhoto: (bytes: Uint8Array) => Promise<PhotoReading>, now: () => Date = () => new Date()): PhotoAnalysisService {
  return {
    async analyzeAnimalFace({ image, name, gender }) {
      const bytes = Buffer.from(image, 'base64');
      if (bytes.byteLength > maximumPhotoBytes) throw new ServiceError('too-large', 'File size must be 5MB or less');
      const reading = await readPhoto(bytes);
      if (!reading.ok) {
        const [kind, message] = failureMessages[reading.reason];
        throw new ServiceError(kind, message);
      }
      const lookAlike = findAnimalLookAlike(reading.measurements);
      return {
        name,
        resultType: lookAlike.top,
        score: lookAlike.percentages[0]!.percentage,
        animalPercentages: lookAlike.percentages,
        measurements: reading.measurements,
        reasons: lookAlike.reasons,
        faceCount: reading.faceCount,
        genderWarning: readsAsOtherGender(reading.maleProbability, gender),
        completedAt: now().toISOString(),
      };
    },
  };
}
