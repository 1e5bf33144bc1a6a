/**
 * How two people's results of the same quiz relate ("compare with a friend", decision 0036). Pure rules over result
 * keys and percentages; the page puts them into words.
 */

/**
 * `same` type; one is the other's `best` match; one lists the other as `good` company; one is the other's `hard`
 * match; `mixed`: one names the other its hardest match while the other names it a best or good match.
 */
export type PairingLevel = 'same' | 'best' | 'good' | 'hard' | 'mixed' | 'neutral';

/** What one result says about the others: its best and hardest match, and the results it gets along with. */
export interface MatchFacts {
  type: string;
  bestMatch?: string;
  hardestMatch?: string;
  compatible?: readonly string[];
}

/**
 * The pairing of two results, seen from both sides: a match either result names counts. Where the two sides
 * disagree (the cat's hardest match is the puppy, the puppy gets along with the cat), the pairing says both
 * (`mixed`) rather than one of them: each result's own page names that match, and the comparison must not
 * contradict either. Null where the quiz names no matches at all (thinking-feeling,
 * egen/teto): their comparison is by percentages.
 */
export function ratePairing(first: MatchFacts, second: MatchFacts): PairingLevel | null {
  if (first.type === second.type) return 'same';
  const names = (facts: MatchFacts) => facts.bestMatch !== undefined || facts.hardestMatch !== undefined || (facts.compatible?.length ?? 0) > 0;
  if (!names(first) && !names(second)) return null;
  const either = (test: (facts: MatchFacts, other: string) => boolean) => test(first, second.type) || test(second, first.type);
  const hard = (facts: MatchFacts, other: string) => facts.hardestMatch === other;
  const kind = (facts: MatchFacts, other: string) => facts.bestMatch === other || (facts.compatible?.includes(other) ?? false);
  if ((hard(first, second.type) && kind(second, first.type)) || (hard(second, first.type) && kind(first, second.type))) return 'mixed';
  if (either((facts, other) => facts.bestMatch === other)) return 'best';
  if (either((facts, other) => facts.compatible?.includes(other) ?? false)) return 'good';
  if (either((facts, other) => facts.hardestMatch === other)) return 'hard';
  return 'neutral';
}

export interface LetterPair {
  first: string;
  second: string;
  same: boolean;
}

/** Two four-letter codes (MBTI) position by position; null unless both are codes of the same length. */
export function compareLetters(first: string, second: string): LetterPair[] | null {
  if (first.length !== second.length || first.length === 0) return null;
  return [...first].map((letter, index) => ({ first: letter, second: second[index]!, same: letter === second[index] }));
}
