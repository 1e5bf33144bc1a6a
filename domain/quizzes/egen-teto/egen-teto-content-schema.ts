import { z } from 'zod';
import { contentText as text, exactRecord, quizCardSchema, variableText } from '../content-schema';
import { areaLeans, egenTetoAreas, egenTetoBands, egenTetoQuestions, extroversionBands } from './egen-teto-structure';

const titledText = z.object({ title: text, description: text }).strict();

/** What is said of the whole result on one side; everything about an area follows that area's own bar (areaProfiles). */
const poleProfile = z
  .object({
    /** One line under the title from a clear lean (60 % on), e.g. "Energy that lights up the room" */
    subtitle: text,
    /** The line under a low-key result's title (50-59 %): the other side shows too. */
    lowKeySubtitle: text,
    advice: text,
  })
  .strict();

/**
 * One area as a side describes it: a paragraph, a strength and a growth point. A 52 % teto reader was once told
 * she "expresses her feelings openly" above her own 38 % bar; each area now reads from its own lean (decision 0043).
 */
const areaProfile = z.object({ text: variableText, strength: variableText, growthPoint: variableText }).strict();

const poles = ['teto', 'egen'] as const;
const tierKeys = ['1', '2', '3', 'balanced'] as const;

/** Everything the egen/teto test says, in one language; the same shape for all nine (docs/spec/product-rules.md D1). */
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
    /** The badge above the result, by the visitor's gender: no "Teto King" above a girl's title (decision 0032). */
    tierTitles: exactRecord(['male', 'female'] as const, exactRecord(poles, exactRecord(tierKeys, text))),
    extroversionBands: exactRecord(extroversionBands, text),
    profiles: exactRecord(poles, poleProfile),
    areaProfiles: exactRecord(egenTetoAreas, exactRecord(areaLeans, areaProfile)),
  })
  .strict();

export type EgenTetoContent = z.infer<typeof egenTetoContentSchema>;
