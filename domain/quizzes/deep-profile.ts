import { z } from 'zod';
import { exactRecord, variableList, variableText } from './content-schema';
import type { ResultSectionView } from './choice-result-view';

/**
 * The long part of a choice quiz's result (decision 0033): a story of three paragraphs, the quiz's own
 * sections, strengths and blind spots with a sentence each, and advice. Quizzes add their best and hardest match
 * (`matchSchema`) or, for thinking-feeling, a paragraph per strength of the result.
 */
export function deepProfileSchema<Section extends string>(sectionKeys: readonly Section[]) {
  const point = z.object({ name: variableText, text: variableText }).strict();
  return z
    .object({
      story: variableList(3),
      sections: exactRecord(sectionKeys, variableText),
      strengths: z.array(point).length(3),
      blindSpots: z.array(point).length(3),
      advice: variableText,
    })
    .strict();
}

/** Another result of the same quiz and why it fits (or rubs). */
export function matchSchema<Key extends string>(resultKeys: readonly Key[]) {
  return z.object({ type: z.enum(resultKeys as readonly [Key, ...Key[]]), reason: variableText }).strict();
}

/** A deep profile that names its best and hardest match among the quiz's results (all quizzes but thinking-feeling). */
export function deepProfileWithMatchesSchema<Section extends string, Key extends string>(sectionKeys: readonly Section[], resultKeys: readonly Key[]) {
  return deepProfileSchema(sectionKeys).extend({ bestMatch: matchSchema(resultKeys), hardestMatch: matchSchema(resultKeys) });
}

/** A deep profile after the reader's gender was chosen (`chooseGender`): plain texts only. */
export interface DeepProfileView<Key extends string = string> {
  story: string[];
  sections: Record<string, string>;
  strengths: { name: string; text: string }[];
  blindSpots: { name: string; text: string }[];
  bestMatch?: { type: Key; reason: string };
  hardestMatch?: { type: Key; reason: string };
  advice: string;
}

/** How a match names the other result: its emoji and its name in the page's language. */
export type NameResult<Key extends string> = (key: Key) => { emoji: string; label: string };

/** The message keys a deep profile's sections are headed with, its own sections' among them. */
export type DeepProfileHeading<Section extends string> =
  | 'profile.story'
  | `profile.section.${Section}`
  | 'result.strengths'
  | 'profile.blindSpots'
  | 'profile.bestMatch'
  | 'profile.hardestMatch'
  | 'result.advice';

/**
 * The result page's sections for a deep profile, in reading order. `sectionKeys` orders the quiz's own sections;
 * their headings are the message keys `profile.section.{key}`.
 */
export function describeDeepProfile<Key extends string, Section extends string>(
  deep: DeepProfileView<Key>,
  sectionKeys: readonly Section[],
  nameResult: NameResult<Key>,
): ResultSectionView<DeepProfileHeading<Section>>[] {
  type SectionView = ResultSectionView<DeepProfileHeading<Section>>;
  const match = (heading: 'profile.bestMatch' | 'profile.hardestMatch', value: { type: Key; reason: string } | undefined): SectionView[] =>
    value ? [{ kind: 'match', heading, key: value.type, ...nameResult(value.type), reason: value.reason }] : [];
  return [
    { kind: 'story', heading: 'profile.story', paragraphs: deep.story },
    ...sectionKeys.map((key): SectionView => ({ kind: 'text', heading: `profile.section.${key}`, text: deep.sections[key]! })),
    { kind: 'points', heading: 'result.strengths', tone: 'strength', items: deep.strengths },
    { kind: 'points', heading: 'profile.blindSpots', tone: 'blindSpot', items: deep.blindSpots },
    ...match('profile.bestMatch', deep.bestMatch),
    ...match('profile.hardestMatch', deep.hardestMatch),
    { kind: 'text', heading: 'result.advice', text: deep.advice },
  ];
}
