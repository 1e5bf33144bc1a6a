import { z } from 'zod';
import { languageCodes, type LanguageCode } from '../languages';

/**
 * A quiz's content files (`folder` names its folder), one per language, read through the quiz's schema once, when
 * its `content/index.ts` loads (only the server loads it): a file that does not match stops the start with every
 * issue named, instead of a page that shows a missing text. The JSON is already imported; nothing here reads a file.
 */
export function parseQuizContents<Schema extends z.ZodType>(
  folder: string,
  schema: Schema,
  written: Readonly<Record<LanguageCode, unknown>>,
): Record<LanguageCode, z.output<Schema>> {
  const entries = languageCodes.map((language) => {
    const result = schema.safeParse(written[language]);
    if (!result.success) throw new Error(`domain/quizzes/${folder}/content/${language}.json does not match its schema:\n${z.prettifyError(result.error)}`);
    return [language, result.data] as const;
  });
  return Object.fromEntries(entries) as Record<LanguageCode, z.output<Schema>>;
}
