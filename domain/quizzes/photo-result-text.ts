import type { FaceMeasurementName } from '../face/measure-face';
import type { Gender } from '../gender';
import type { LanguageCode } from '../languages';
import { formatDecimal, formatPercentage } from '../text/format-number';
import type { AiAnimalFaceContent } from './ai-animal-face/ai-animal-face-content-schema';
import type { AnimalLookAlike } from './ai-animal-face/animal-look-alike';
import type { AiFaceRatingContent } from './ai-face-rating/ai-face-rating-content-schema';
import type { FaceRating } from './ai-face-rating/face-rating';
import type { AiFaceReadingContent } from './ai-face-reading/ai-face-reading-content-schema';
import type { FaceReading } from './ai-face-reading/face-reading';

/**
 * Fills a measurement sentence of the photo quizzes' content: `{value}` is the measured angle (the eye tilt),
 * `{difference}` the difference from a typical face as a percentage (the rating's reasons only: decision 0046),
 * both written in the language's way.
 */
export function fillMeasurementText(template: string, { value, difference }: { value: number; difference?: number }, language: LanguageCode): string {
  const filled = template.replace('{value}', formatDecimal(value, language));
  return difference === undefined ? filled : filled.replace('{difference}', formatPercentage(difference, language));
}

/** One reason the face is its animal, in words: the shape of a part, never its percentage (decision 0046). */
export function describeAnimalReason(
  measurements: AiAnimalFaceContent['measurements'],
  { measurement, direction, value }: { measurement: FaceMeasurementName; direction: 'more' | 'less'; value: number },
  language: LanguageCode,
): string {
  return fillMeasurementText(measurements[measurement][direction], { value }, language);
}

/** Why a rating part scored as it did, in words: its reason's difference from the classic proportion. */
export function describeRatingReason(reasons: AiFaceRatingContent['reasons'], reason: FaceRating['reasons'][number], language: LanguageCode): string {
  // Symmetry and the skin have no "less": only more than ideal lowers them.
  return fillMeasurementText(reasons[reason.factor][reason.direction] ?? reasons[reason.factor].more, reason, language);
}

/** What a feature says in the reading, in words: its shape, never a percentage (decision 0046); the eye tilt's angle. */
export function describeReadingReason(
  features: AiFaceReadingContent['features'],
  { feature, direction, value }: { feature: keyof AiFaceReadingContent['features']; direction: 'high' | 'low'; value: number },
  language: LanguageCode,
): string {
  return fillMeasurementText(features[feature][direction], { value }, language);
}

/** "Label: text" as each language writes it: a full-width colon in Japanese and Chinese, a no-break space before French's. */
function labelLine(label: string, text: string, language: LanguageCode): string {
  if (language === 'ja' || language === 'zh') return `${label}：${text}`;
  if (language === 'fr') return `${label}\u00a0: ${text}`;
  return `${label}: ${text}`;
}

/** What a photo result says in words: the description its page leads with, and one line per thing it read. */
export interface PhotoResultText {
  description: string;
  features: string[];
}

export function describeAnimalLookAlike(content: AiAnimalFaceContent, lookAlike: AnimalLookAlike, gender: Gender, language: LanguageCode): PhotoResultText {
  const animal = content.animals[lookAlike.top];
  const reasons = lookAlike.reasons.map((reason) => describeAnimalReason(content.measurements, reason, language));
  return { description: animal.description[gender], features: [...animal.traits[gender], ...reasons] };
}

export function describeFaceRating(content: AiFaceRatingContent, rating: FaceRating, gender: Gender, language: LanguageCode): PhotoResultText {
  const features = rating.reasons.map((reason) => labelLine(content.parts[reason.part], describeRatingReason(content.reasons, reason, language), language));
  return { description: content.bands[rating.band].description[gender], features };
}

export function describeFaceReading(content: AiFaceReadingContent, reading: FaceReading, gender: Gender, language: LanguageCode): PhotoResultText {
  const features = reading.reasons.map((reason) => labelLine(content.fortunes[reason.fortune], describeReadingReason(content.features, reason, language), language));
  return { description: content.types[reading.type].description[gender], features };
}
