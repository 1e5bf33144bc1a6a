import { wordJoiner } from '../line-break-marks';

/**
 * Checks on texts laid out by keep-words-together.ts, for the unit tests and the content scan: where a line could
 * still break that should not. `Intl.Segmenter` reads the ICU dictionary browsers break Thai lines with.
 */
const thaiSegmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** Where the word joiners of a laid-out text stand, as offsets into the text without them. */
function readJoins(laidOut: string): { plain: string; joinedAt: Set<number> } {
  const joinedAt = new Set<number>();
  let offset = 0;
  for (const character of laidOut) {
    if (character === wordJoiner) joinedAt.add(offset);
    else offset += character.length;
  }
  return { plain: laidOut.replaceAll(wordJoiner, ''), joinedAt };
}

const around = (plain: string, at: number) => `${plain.slice(Math.max(0, at - 12), at)}|${plain.slice(at, at + 12)}`;

/** The dictionary's cuts inside each occurrence of the words that no word joiner covers, shown as "before|after". */
export function unjoinedCutsInside(laidOut: string, words: string | readonly string[]): string[] {
  const { plain, joinedAt } = readJoins(laidOut);
  const occurring = (typeof words === 'string' ? [words] : words).filter((word) => plain.includes(word));
  if (occurring.length === 0) return [];
  const cuts = new Set([...thaiSegmenter.segment(plain)].map(({ index }) => index));
  const found: string[] = [];
  for (const word of occurring) {
    for (let start = plain.indexOf(word); start >= 0; start = plain.indexOf(word, start + 1)) {
      for (let inside = start + 1; inside < start + word.length; inside += 1) if (cuts.has(inside) && !joinedAt.has(inside)) found.push(around(plain, inside));
    }
  }
  return found;
}

/** Places a line may start with `mark` (ๆ, ·): a breaking space before it, or a tight dot without joiners. */
export function lineStartsWith(laidOut: string, mark: string): string[] {
  const found: string[] = [];
  for (let at = laidOut.indexOf(mark); at > 0; at = laidOut.indexOf(mark, at + 1)) {
    const before = laidOut[at - 1]!;
    if (/[ \t\n]/u.test(before) || (mark === '·' && before !== wordJoiner && before !== '\u00a0')) found.push(laidOut.slice(Math.max(0, at - 12), at + 12));
  }
  return found;
}

/** The dictionary's cuts right after a standalone prefix (ความ / รู้สึก) that no word joiner covers. */
export function unjoinedCutsAfter(laidOut: string, prefixes: readonly string[]): string[] {
  const { plain, joinedAt } = readJoins(laidOut);
  if (!prefixes.some((prefix) => plain.includes(prefix))) return [];
  const segments = [...thaiSegmenter.segment(plain)];
  return segments.flatMap(({ segment }, position) => {
    const next = segments[position + 1];
    if (!next || !prefixes.includes(segment) || !/^\p{Script=Thai}/u.test(next.segment) || joinedAt.has(next.index)) return [];
    return [around(plain, next.index)];
  });
}
