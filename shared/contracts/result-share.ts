/**
 * How common a result is among stored results of its test (docs/spec/product-rules.md D5): never invented, shown
 * only from `minimumResultsForShare` results on. `scope` says whose results: those taken in the page's language
 * when that language has enough, otherwise all of them.
 */
export interface ResultShare {
  scope: 'language' | 'all';
  /** Whole percent; at least 1 for a result anybody got. */
  percentage: number;
  /** How many results the percentage is of. */
  count: number;
}

export const minimumResultsForShare = 30;
