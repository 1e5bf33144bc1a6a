import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../app/i18n/messages.server';
import { interpolate } from '../app/i18n/interpolate';
import { formatInteger, formatPercentage } from '../domain/text/format-number';
import { validQuizSubmission } from '../server/testing/test-app.server';
import { startBuiltServer, type RunningServer } from './support/built-server';

const decode = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

// docs/spec/product-rules.md D5 (decision 0034): "N% of the M people who took this test got this result", in the
// HTML crawlers see, only from 30 stored results on, and in the page's language when it has enough.
describe('how common a result is, on its page', () => {
  let server: RunningServer;
  const submit = async (body: Record<string, unknown>) => {
    const response = await fetch(`${server.origin}/api/test/submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status).toBe(201);
  };
  const page = async (path: string) => decode(await (await fetch(`${server.origin}${path}`)).text());

  beforeAll(async () => {
    server = await startBuiltServer({ RATE_LIMIT_ENABLED: 'false', RESULT_STATISTICS_CACHE_MS: '0' });
  });
  afterAll(async () => server?.stop());

  it('shows nothing below 30 results, then the share in the page language, else among all languages', async () => {
    // Thinking-feeling: all "a" is T, all "c" is F.
    for (let index = 0; index < 26; index += 1) await submit(validQuizSubmission(3, 'aaaaaaaa', { language: 'es' }));
    for (let index = 0; index < 3; index += 1) await submit(validQuizSubmission(3, 'cccccccc', { language: 'es' }));
    // 29 results: no line (each check uses its own address: the server keeps rendered pages for a while).
    expect(await page('/es/thinking-feeling-result/T?name=A')).not.toContain('data-result-share');

    await submit(validQuizSubmission(3, 'cccccccc', { language: 'es' }));
    const spanish = loadMessages('es').result;
    expect(await page('/es/thinking-feeling-result/F?name=B')).toContain(
      interpolate(spanish.shareInLanguage, { percentage: formatPercentage(13, 'es'), count: formatInteger(30, 'es') }),
    );
    // French has none of its own: the share among all 30.
    expect(await page('/fr/thinking-feeling-result/T?name=C')).toContain(
      interpolate(loadMessages('fr').result.shareOfAll, { percentage: formatPercentage(87, 'fr'), count: formatInteger(30, 'fr') }),
    );
    // Another test has too few.
    expect(await page('/es/animal-result/cat?name=D')).not.toContain('data-result-share');

    // The catalogue: how many took thinking-feeling (30), and nothing for the tests with fewer.
    const catalogue = await page('/es/tests');
    expect(catalogue.match(/data-takers/g)).toHaveLength(1);
    expect(catalogue).toContain(interpolate(loadMessages('es').catalogue.takers, { count: formatInteger(30, 'es') }));
  });
});
