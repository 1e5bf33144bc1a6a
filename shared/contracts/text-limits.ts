/**
 * Limits in characters (code points), counted after trimming and NFC (docs/spec/product-rules.md D3). Kept apart
 * from the zod schemas so browser code can use the numbers without bundling zod.
 */
export const textLimits = {
  quizName: 20,
  authorName: 20,
  comment: 100,
  personalComment: 100,
} as const;
