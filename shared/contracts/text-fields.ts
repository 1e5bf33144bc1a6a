import { z } from 'zod';
import { genders, type Gender } from '../../domain/gender';

import { hasVisibleCharacters, isWellFormedText } from './visible-text';

export { textLimits } from './text-limits';

// C0/C1 controls and the bidi embedding/override/isolate characters that can reorder surrounding text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const forbiddenCharacters = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

export function normalizeText(value: string): string {
  return value.trim().normalize('NFC');
}

export function countCharacters(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/**
 * A trimmed, NFC-normalised text of 1..maximum code points, well-formed, with something visible, and without
 * control or bidi override characters.
 */
export function boundedText(maximum: number) {
  return z
    .string()
    .transform(normalizeText)
    .refine((value) => value.length > 0, { message: 'must not be empty' })
    .refine(isWellFormedText, { message: 'must be well-formed text (no lone surrogates)' })
    .refine(hasVisibleCharacters, { message: 'must contain visible characters' })
    .refine((value) => countCharacters(value) <= maximum, { message: `must be at most ${maximum} characters` })
    .refine((value) => !forbiddenCharacters.test(value), {
      message: 'must not contain control or bidi override characters',
    });
}

export const genderSchema = z.enum(genders);
export type { Gender };
