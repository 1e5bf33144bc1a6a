/**
 * The invisible characters that say where a line may not break (decision 0041), and reading a text without them.
 * Apart from keep-words-together.ts, whose word lists and segmenter only the server needs. The pages' own code
 * writes a no-break space before a dot it puts between labels itself (`join('\u00a0· ')`, `&nbsp;·`).
 */
export const wordJoiner = '\u2060';
export const noBreakSpace = '\u00a0';

/** A laid-out text as plain text again, for metadata (titles, descriptions) built from the page's texts. */
export function withoutLineBreakMarks(text: string): string {
  // Only the no-break spaces written before ๆ and a dot: French keeps its own before ? ! : ; and inside « ».
  return text.replaceAll(wordJoiner, '').replace(/\u00a0(?=[ๆ·])/gu, ' ');
}
