import { describe, expect, it } from 'vitest';
import { countBatchResults, noLanguage } from './result-counts.server';

describe('countBatchResults', () => {
  it('names each (test, language, result) once with how many rows of the batch it has; no language is the empty string', () => {
    const rows = [
      { test_type_id: 1, language: 'en', result_type: 'T' },
      { test_type_id: 1, language: 'en', result_type: 'T' },
      { test_type_id: 1, language: null, result_type: 'T' },
      { test_type_id: 1, language: undefined, result_type: 'T' },
      { test_type_id: 2, language: 'en', result_type: 'T' },
      { test_type_id: 1, language: 'en', result_type: 'F' },
    ];
    expect(countBatchResults(rows)).toEqual([
      { test_type_id: 1, language: 'en', result_type: 'T', count: 2 },
      { test_type_id: 1, language: noLanguage, result_type: 'T', count: 2 },
      { test_type_id: 2, language: 'en', result_type: 'T', count: 1 },
      { test_type_id: 1, language: 'en', result_type: 'F', count: 1 },
    ]);
    expect(countBatchResults([])).toEqual([]);
  });
});
