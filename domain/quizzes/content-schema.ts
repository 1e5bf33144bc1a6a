import { z } from 'zod';
import type { ChoiceQuizStructure } from './choice-quiz';
import type { VariableText } from './gendered-text';

/**
 * Content paths that hold data rather than text to translate: an emoji a language puts in place of the
 * structure's (the Arabic hoopoe), and the result key a match points to.
 */
export function isDataPath(path: string): boolean {
  return path.endsWith('.emoji') || path.endsWith('.type');
}

/** A non-blank text of quiz content. */
export const contentText = z.string().trim().min(1);

/** A list of exactly `length` non-blank texts. */
export function contentList(length: number) {
  return z.array(contentText).length(length);
}

/** An object with exactly these keys, each holding `value`. */
export function exactRecord<Key extends string, Value extends z.ZodType>(keys: readonly Key[], value: Value) {
  return z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<Key, Value>).strict();
}

/** A text that addresses the visitor, in the gender they chose (the same twice where the language does not mark it). */
export const genderedText = z.object({ male: contentText, female: contentText }).strict();

/** A text written once, or as a `genderedText` where the reader's gender changes the words (decision 0033). */
export const variableText = z.union([contentText, genderedText]);

/** A list of exactly `length` texts, each possibly in two genders. */
export function variableList(length: number) {
  return z.array(variableText).length(length);
}

/**
 * A result profile: every one has a title, the same for readers of both genders (it names the result in lists,
 * share cards and titles), and a description (`fields` may refine them), then what its result page shows.
 */
export function profileSchema<Fields extends z.ZodRawShape>(fields: Fields) {
  return z.object({ title: contentText, description: variableText, ...fields }).strict();
}

/** A photo quiz page's own texts: its metadata, intro, the "no photo" toast's reason and its analysing line. */
export const photoQuizPageSchema = z
  .object({
    metaTitle: contentText,
    metaDescription: contentText,
    keywords: contentText,
    introSubtitle: contentText,
    /** The toast's reason when no photo was chosen (spec: page-specific). */
    photoRequiredMessage: contentText,
    /** The fifth line of the analysing screen. */
    scoringStep: contentText,
  })
  .strict();

/** A quiz's catalogue card: its name and one line, shown in the catalogue, the menu and every list of tests. */
export const quizCardSchema = z.object({ name: contentText, description: contentText }).strict();
export type QuizCard = z.infer<typeof quizCardSchema>;

/** What every quiz's content file holds, whatever its kind; a photo quiz's holds only this for now. */
export const quizContentBaseSchema = z.object({ card: quizCardSchema }).strict();
export type QuizContentBase = z.infer<typeof quizContentBaseSchema>;

/** Page texts every quiz has besides its questions: metadata and the intro's subtitle. */
const quizPageSchema = z
  .object({ metaTitle: contentText, metaDescription: contentText, keywords: contentText, introSubtitle: contentText })
  .strict();

/**
 * One language's content of a choice quiz (docs/spec/product-rules.md D1): page texts, the text of every question and
 * option of the canonical structure (same ids, nothing more), and one profile per result.
 */
export function choiceQuizContentSchema<Key extends string, ProfileKey extends string, Profile extends z.ZodType>(
  structure: ChoiceQuizStructure<Key>,
  profileKeys: readonly ProfileKey[],
  profile: Profile,
) {
  const questions = z.object(
    Object.fromEntries(
      structure.questions.map((question) => [
        question.id,
        z.object({ text: variableText, options: exactRecord(question.options.map((option) => option.id), variableText) }).strict(),
      ]),
    ),
  ).strict();
  return z.object({ card: quizCardSchema, page: quizPageSchema, questions, profiles: exactRecord(profileKeys, profile) }).strict();
}

export interface ChoiceQuizContent<Profile> {
  card: QuizCard;
  page: z.infer<typeof quizPageSchema>;
  questions: Record<string, { text: VariableText; options: Record<string, VariableText> }>;
  profiles: Record<string, Profile>;
}
