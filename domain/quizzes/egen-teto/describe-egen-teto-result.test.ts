import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../languages';
import { chooseGender } from '../gendered-text';
import { egenTetoContents } from './content';
import { describeEgenTetoResult } from './describe-egen-teto-result';
import { egenTetoAreas, egenTetoQuestions, type EgenTetoResultType } from './egen-teto-structure';
import { areaLeanOf, egenTetoQuizDefinition, scoreAreas } from './score-egen-teto';

const toAnswers = (picks: string) => egenTetoQuestions.map((question, index) => `${question.id}-${picks[index]}`);

/** The scores the quiz's own definition (the server's check, run in the browser too) gives valid answers. */
function scoreValidAnswers(answers: readonly string[]) {
  const scored = egenTetoQuizDefinition.scoreAnswers(answers);
  if (!scored.ok) throw new Error(scored.reason);
  const { resultType, extrovertPercentage, introvertPercentage } = scored.outcome;
  return { resultType: resultType as EgenTetoResultType, extrovertPercentage, introvertPercentage };
}

const describeFor = (picks: string, gender: 'male' | 'female', language: (typeof languageCodes)[number]) => {
  const answers = toAnswers(picks);
  return describeEgenTetoResult({ id: 'AAAAAAAAAAAAAAAA', gender, answers, ...scoreValidAnswers(answers) }, egenTetoContents[language]);
};

// Decision 0043: at 52 % teto the page once said "a walking power plant" and "you express your feelings openly" above
// the visitor's own 38 % bar. Social energy strongly teto, expression and daily rhythm egen, decisions even.
const lowKeyTeto = 'aaaabc' + 'acdcbd' + 'abcdcb' + 'bcadcd' + 'abdcab';

describe.each(languageCodes)('an egen/teto result in %s reads from the visitor own numbers', (language) => {
  const content = egenTetoContents[language];

  it('says a low-key lean is low-key, and tells each area from its own bar', () => {
    const view = describeFor(lowKeyTeto, 'female', language);
    const areas = Object.fromEntries(view.areas.map((area) => [area.area, area]));
    expect([view.pole, view.tetoPercentage]).toEqual(['teto', 54]);
    expect([areas.expression!.tetoPercentage, areas.decision!.tetoPercentage, areas['daily-rhythm']!.tetoPercentage]).toEqual([33, 51, 34]);
    const female = chooseGender(content.areaProfiles, 'female');
    expect(view.subtitle).toBe(content.profiles.teto.lowKeySubtitle);
    expect(view.subtitle).not.toBe(content.profiles.teto.subtitle);
    expect(view.communication).toBe(female.expression.egen.text);
    expect(view.work).toBe(female.decision.both.text);
    expect(view.relationships).toBe(female.relationships.teto.text);
    expect(view.analysis.slice(2)).toEqual([female['social-energy'].teto.text, female['daily-rhythm'].egen.text]);
    // The furthest-leaning areas first: social 82, then expression 33 and relationships 67 (as far, in the test's order).
    expect(view.strengths.slice(0, 2)).toEqual([female['social-energy'].teto.strength, female.expression.egen.strength]);
    expect(view.strengths).not.toContain(female.expression.teto.strength);
    expect(view.growthPoints).toEqual([female['social-energy'].teto.growthPoint, female.expression.egen.growthPoint, female.relationships.teto.growthPoint]);
  });

  it('keeps the full subtitle for a clear lean', () => {
    const view = describeFor('a'.repeat(30), 'male', language);
    expect(view.subtitle).toBe(content.profiles.teto.subtitle);
  });

  it('never shows an area the text of a side its own bar does not lean to, whatever the answers', () => {
    const anyPicks = fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 30, maxLength: 30 }).map((letters) => letters.join(''));
    fc.assert(
      fc.property(anyPicks, fc.constantFrom('male' as const, 'female' as const), (picks, gender) => {
        const view = describeFor(picks, gender, language);
        const shown = new Set([...view.analysis, view.communication, view.relationships, view.work, ...view.strengths, ...view.growthPoints]);
        const scores = scoreAreas(toAnswers(picks));
        const texts = chooseGender(content.areaProfiles, gender);
        for (const area of egenTetoAreas) {
          const lean = areaLeanOf(scores[area]);
          for (const other of (['teto', 'egen', 'both'] as const).filter((side) => side !== lean)) {
            expect(shown.has(texts[area][other].text)).toBe(false);
            expect(shown.has(texts[area][other].strength)).toBe(false);
          }
        }
        expect(view.strengths).toHaveLength(5);
        expect(view.growthPoints).toHaveLength(3);
      }),
      { numRuns: 60 },
    );
  });
});

describe('areaLeanOf', () => {
  it('reads one side from 60 % on and both sides in between', () => {
    expect([0, 40, 41, 50, 59, 60, 100].map(areaLeanOf)).toEqual(['egen', 'egen', 'both', 'both', 'both', 'teto', 'teto']);
  });
});
