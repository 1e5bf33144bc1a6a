import { z } from 'zod';
import { contentText as text, exactRecord, quizCardSchema } from '../content-schema';
import { egenTetoAreas, egenTetoBands, egenTetoQuestions, extroversionBands } from './egen-teto-structure';

const titledText = z.object({ title: text, description: text }).strict();

const poleProfile = z
  .object({
    /** One line under the title, e.g. "Energy that lights up the room" */
    subtitle: text,
    /** Three or four paragraphs of the detailed analysis */
    detailedAnalysis: z.array(text).min(3).max(4),
    communicationStyle: text,
    relationships: text,
    workStyle: text,
    strengths: z.array(text).length(4),
    growthPoints: z.array(text).length(3),
    advice: text,
  })
  .strict();

const poles = ['teto', 'egen'] as const;
const tierKeys = ['1', '2', '3', 'balanced'] as const;

/** Everything the egen/teto test says, in one language; the same shape for all nine (decisions.md D1). */
export const egenTetoContentSchema = z
  .object({
    card: quizCardSchema,
    /** "What are egen and teto?" for visitors who do not know the Korean slang; the Korean page has none. */
    explainer: z.object({ heading: text, paragraphs: z.array(text).length(2) }).strict().optional(),
    questions: exactRecord(
      egenTetoQuestions.map((question) => question.id),
      z.object({ text, options: z.record(z.string(), text) }).strict(),
    ).superRefine((questions, context) => {
      for (const question of egenTetoQuestions) {
        const optionIds = Object.keys(questions[question.id as keyof typeof questions]?.options ?? {}).sort();
        const expected = question.options.map((option) => option.id).sort();
        if (optionIds.join() !== expected.join()) {
          context.addIssue({ code: 'custom', path: [question.id, 'options'], message: `must be exactly ${expected.join(', ')}` });
        }
      }
    }),
    areas: exactRecord(egenTetoAreas, z.object({ name: text, tetoLabel: text, egenLabel: text }).strict()),
    descriptions: exactRecord(['male', 'female'] as const, exactRecord(poles, exactRecord(egenTetoBands, titledText))),
    /** The badge above the result, by the visitor's gender: no "Teto King" above a girl's title (issue 15). */
    tierTitles: exactRecord(['male', 'female'] as const, exactRecord(poles, exactRecord(tierKeys, text))),
    extroversionBands: exactRecord(extroversionBands, text),
    profiles: exactRecord(poles, poleProfile),
  })
  .strict();

export type EgenTetoContent = z.infer<typeof egenTetoContentSchema>;
