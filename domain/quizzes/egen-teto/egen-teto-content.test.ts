import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../languages';
import { collectTexts, isWrittenInScriptOf } from '../../text-scripts';
import { egenTetoContents } from './content';
import { describeEgenTetoResult } from './describe-egen-teto-result';
import { egenTetoContentSchema } from './egen-teto-content-schema';
import { egenTetoQuestions, type EgenTetoResultType } from './egen-teto-structure';
import { egenTetoQuizDefinition } from './score-egen-teto';

/** The scores the quiz's own definition (the server's check, run in the browser too) gives valid answers. */
function scoreValidAnswers(answers: readonly string[]) {
  const scored = egenTetoQuizDefinition.scoreAnswers(answers);
  if (!scored.ok) throw new Error(scored.reason);
  const { resultType, extrovertPercentage, introvertPercentage } = scored.outcome;
  return { resultType: resultType as EgenTetoResultType, extrovertPercentage, introvertPercentage };
}

describe.each(languageCodes)('egen/teto content in %s', (language) => {
  const content = egenTetoContents[language];

  it('matches the schema: 30 questions with the four option ids of the structure, every profile field', () => {
    const result = egenTetoContentSchema.safeParse(content);
    expect(result.success ? [] : result.error.issues).toEqual([]);
    expect(Object.keys(content.questions)).toEqual(egenTetoQuestions.map((question) => question.id));
  });

  it('is written in its own script, with no text left from another language', () => {
    const problems = collectTexts(content).filter(([, text]) => !isWrittenInScriptOf(text, language));
    expect(problems).toEqual([]);
  });

  it('explains egen and teto to visitors of every language but Korean', () => {
    if (language === 'ko') expect(content.explainer).toBeUndefined();
    else expect(content.explainer?.paragraphs).toHaveLength(2);
  });

  // Decision 0032: the badge follows the visitor's gender; a royal title is a king's only above a boy's result.
  it('titles the tiers for each gender, with no title shared by both genders at the top tier', () => {
    for (const pole of ['teto', 'egen'] as const) {
      expect(content.tierTitles.male[pole]['1']).not.toBe(content.tierTitles.female[pole]['1']);
    }
  });

  it('describes every possible result: both genders, both poles, every band', () => {
    for (const gender of ['male', 'female'] as const) {
      for (const pick of [0, 1, 2, 3]) {
        const answers = egenTetoQuestions.map((question, index) => question.options[(pick + (index % 2)) % 4]!.id);
        const view = describeEgenTetoResult({ id: 'AAAAAAAAAAAAAAAA', gender, answers, ...scoreValidAnswers(answers) }, content);
        expect(view.title.length).toBeGreaterThan(0);
        expect(view.areas).toHaveLength(5);
      }
    }
  });
});

describe.each(languageCodes.filter((language) => language !== 'ko'))('egen/teto content in %s, translated from Korean', (language) => {
  it('is a translation, not a copy: its questions differ from the Korean source', () => {
    const textOf = (questions: Record<string, { text: string }>, id: string) => questions[id]?.text;
    const same = egenTetoQuestions.filter(
      (question) => textOf(egenTetoContents[language].questions, question.id) === textOf(egenTetoContents.ko.questions, question.id),
    );
    expect(same).toEqual([]);
  });
});
