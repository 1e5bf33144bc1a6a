import { z } from 'zod';
import { languageCodes } from '../../domain/languages';
import { isTestTypeId } from '../../domain/test-catalogue';
import type { ResultReader } from '../../domain/quizzes/choice-result-view';
import { boundedText, genderSchema, textLimits } from './text-fields';

/** Public result ids: 16 URL-safe characters from 96 random bits (docs/spec/product-rules.md D3). */
export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16}$/, 'is not a result id');

export const testTypeIdSchema = z
  .number()
  .int()
  .refine(isTestTypeId, { message: 'must be a test type id from 1 to 6' });

const percentageSchema = z.number().int().min(0).max(100);

const resultDataSchema = z
  .record(z.string().max(40), z.union([z.string().max(100), z.number().finite()]))
  .refine((value) => Object.keys(value).length <= 10, { message: 'must have at most 10 keys' });

export const submitTestBodySchema = z.object({
  testTypeId: testTypeIdSchema,
  name: boundedText(textLimits.quizName),
  gender: genderSchema,
  answers: z.array(z.string().min(1).max(40)).min(1).max(60),
  resultType: z.string().min(1).max(40),
  resultData: resultDataSchema.nullish(),
  extrovertPercentage: percentageSchema.optional(),
  introvertPercentage: percentageSchema.optional(),
  // Sent by the client (docs/spec/core.md §7) but the server sets the time itself.
  completedAt: z.unknown().optional(),
  /** The page language the test was taken in: how common a result is, is counted per language too (D5). */
  language: z.enum(languageCodes).optional(),
  /** The friend's result this test was taken from (its link): that result's page lists who compared with it. */
  comparedWith: sessionIdSchema.optional(),
});
export type SubmitTestBody = z.infer<typeof submitTestBodySchema>;

export const personalCommentBodySchema = z.object({
  personalComment: boundedText(textLimits.personalComment),
});

/** A session as the API shows it: no owner token, no address data. */
export const publicSessionSchema = z.strictObject({
  id: z.string(),
  testTypeId: z.number().int(),
  name: z.string(),
  gender: genderSchema,
  answers: z.array(z.string()),
  resultType: z.string(),
  resultData: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  extrovertPercentage: z.number().int(),
  introvertPercentage: z.number().int(),
  completedAt: z.string(),
  personalComment: z.string().nullable(),
});
export type PublicSession = z.infer<typeof publicSessionSchema>;

/** Who reads a saved choice-quiz result: its owner's gender and, for thinking-feeling, the stored share of the result's pole. */
export function readSessionReader(session: Pick<PublicSession, 'gender' | 'resultData'>): ResultReader {
  const percentage = session.resultData?.['percentage'];
  return { gender: session.gender, percentage: typeof percentage === 'number' ? percentage : null };
}

export const submittedSessionSchema = publicSessionSchema.extend({
  /** One-time secret that proves ownership when setting the personal comment. */
  ownerToken: z.string(),
});

export const recentResultSchema = publicSessionSchema
  .pick({ id: true, name: true, gender: true, resultType: true, resultData: true, completedAt: true, personalComment: true })
  .extend({
    /** How many comments the result has, so a list needs no request per entry for its badge. */
    commentCount: z.number().int(),
  });
export type RecentResult = z.infer<typeof recentResultSchema>;

export const recentLimits = { default: 10, maximum: 50 } as const;

/** A friend who took the test from a result's link, as that result's page lists them. */
export interface ComparedFriend {
  id: string;
  name: string;
  resultType: string;
  completedAt: string;
}

/** How many friends who compared a result's page lists: the latest. */
export const comparedFriendsLimit = 10;
