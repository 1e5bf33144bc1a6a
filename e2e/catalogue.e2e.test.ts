import { describe, expect, it } from 'vitest';
import en from '../app/i18n/messages/en.json';
import ko from '../app/i18n/messages/ko.json';
import ar from '../app/i18n/messages/ar.json';
import { loadMessages } from '../app/i18n/messages.server';
import { quizContents } from '../domain/quizzes/choice-quiz-contents';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { answeredNotFound, besidesNotFound, openPage, type OpenPageOptions } from './support/pages';
import { listLoadedScripts } from './support/script-size';

const browserAvailable = isBrowserAvailable();

describe.skipIf(!browserAvailable)('catalogue in Chromium', () => {
  const suite = useBrowserSuite();

  // This suite also fails on console warnings.
  const openCataloguePage = (path: string, options: OpenPageOptions = {}) =>
    openPage(suite.browser, `${suite.server.origin}${path}`, 'en-US', { consoleTypes: ['error', 'warning'], ...options });

  it.each([
    ['/', 'ko', 'ltr', ko, '전체'],
    ['/en', 'en', 'ltr', en, 'All'],
    ['/ar/tests', 'ar', 'rtl', ar, ar.categories.all],
  ] as const)('%s renders in %s (%s) with metadata, hydrates under the CSP, and logs no error', async (path, language, direction, messages, allChip) => {
    const { page, problems, status } = await openCataloguePage(path);
    expect(status).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(language);
    expect(await page.getAttribute('html', 'dir')).toBe(direction);
    expect(await page.title()).toBe(messages.catalogue.metaTitle);
    await expect(page.locator('h1').textContent()).resolves.toBe(messages.catalogue.heading);
    expect(await page.locator('[data-test-id]').count()).toBe(9);
    await expect(page.locator('[data-test-id="personality"]').textContent()).resolves.toContain(quizContents.personality[language].card.name);

    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
      links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
    );
    expect(alternates).toHaveLength(10);
    expect(alternates).toContain(`x-default ${suite.server.origin}${path.replace(/^\/(en|ar)/, '') || '/'}`);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${suite.server.origin}${path}`);
    expect(await page.getAttribute('meta[property="og:locale"]', 'content')).toMatch(new RegExp(`^${language}_`));

    // The chips filter only once React has hydrated, which proves the scripts ran under the page's CSP.
    await page.getByRole('button', { name: messages.categories.ai }).click();
    await expect.poll(() => page.locator('[data-test-id]').count()).toBe(3);
    await page.getByRole('button', { name: allChip }).click();
    await expect.poll(() => page.locator('[data-test-id]').count()).toBe(9);

    expect(problems).toEqual([]);
    await page.close();
  });

  it('paints with the inlined site styles, which hydration keeps, and adds only its language font on the next page', async () => {
    const html = await (await fetch(`${suite.server.origin}/ja`)).text();
    // The first paint needs no stylesheet request: the site's styles are in the HTML, no font sheet is linked.
    const inlined = /<style data-inline-href="\/assets\/app-[\w-]+\.css">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(inlined.length).toBeGreaterThan(2000);
    expect(html.includes('<link rel="stylesheet"')).toBe(false);

    const { page, problems } = await openCataloguePage('/ja');
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    const messages = await import('../app/i18n/messages/ja.json');
    await page.getByRole('button', { name: messages.categories.ai }).click();
    expect(await page.locator('style[data-inline-href]').evaluate((style) => style.textContent?.length ?? 0)).toBeGreaterThan(2000);
    const fontSheets = () => page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // The arrival page keeps the system font: no sheet, no font file (decision 0016).
    await page.waitForLoadState('networkidle');
    expect(await fontSheets()).toEqual([]);
    expect(fontRequests).toEqual([]);

    // The next page, shown by client-side navigation, brings the language's sheet, and only that language's.
    await page.getByRole('button', { name: messages.categories.all }).click();
    await page.locator('[data-test-id="personality"]').click();
    await page.waitForURL(`${suite.server.origin}/ja/personality`);
    await expect.poll(fontSheets).toEqual([expect.stringMatching(/^\/assets\/ja-[\w-]+\.css$/)]);
    const fontCss = await (await fetch(`${suite.server.origin}${(await fontSheets())[0]}`)).text();
    expect(fontCss).toContain('Noto Sans JP');
    // A font arriving after the first paint must not move text on screen (decisions/0012).
    expect(fontCss).not.toContain('font-display:swap');
    await expect.poll(() => fontRequests.length).toBeGreaterThan(0);
    expect(fontRequests.every((url) => /\/assets\/noto-sans-jp-/.test(url))).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('sends the metadata in the HTML before any script runs, and only the page language', async () => {
    const html = await (await fetch(`${suite.server.origin}/en`)).text();
    expect(html).toContain(`<title>${en.catalogue.metaTitle}</title>`);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toMatch(/<meta property="og:url" content="[^"]+\/en"\/>/);
    expect(html.match(/<link rel="alternate" hrefLang=/g)).toHaveLength(10);
    expect(html).not.toContain(ko.catalogue.heading);
    expect(html).not.toContain(ar.catalogue.heading);
    expect(html).not.toContain(quizContents.animal.ko.card.description);
  });

  it('answers an unknown path and an unknown language prefix with a 404 titled in the page language', async () => {
    const cases = [['/no-such-page', 'ko'], ['/en/no-such-page', 'en'], ['/ar/no-such-page', 'ar'], ['/xx', 'ko'], ['/de/tests', 'ko']] as const;
    for (const [path, language] of cases) {
      const { page, problems, status } = await openCataloguePage(path, answeredNotFound);
      expect(status, path).toBe(404);
      // English keeps the spec's "Page Not Found"; every other language its own words (decision 0020).
      expect(await page.title(), path).toBe(loadMessages(language).notFound.title);
      await page.getByRole('link', { name: loadMessages(language).notFound.home }).waitFor();
      await page.locator('footer').getByText(loadMessages(language).footer.disclaimer).waitFor();
      expect(besidesNotFound(problems), path).toEqual([]);
      await page.close();
    }
    expect(loadMessages('en').notFound.title).toBe('Page Not Found');
  });

  it('paints the server-rendered page before downloading the hydration code, compiled eagerly, then hydrates', async () => {
    const { page, problems } = await openPage(suite.browser, `${suite.server.origin}/en`);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      firstScript: Math.min(...performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.startTime)),
    }));
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstPaint);
    // Every large script the page loads asks V8 to compile it eagerly, off the main thread (decision 0017).
    const scripts = await listLoadedScripts(page);
    const texts = await Promise.all(scripts.map(async (script) => (await fetch(script)).text()));
    const large = texts.filter((text) => text.length >= 10_000);
    expect(large.length).toBeGreaterThanOrEqual(3);
    for (const text of large) expect(text.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    // Hydrated: the home menu opens.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menu').waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shares a default image drawn from the page title, in the page language (GET /api/og-image)', async () => {
    const html = await (await fetch(`${suite.server.origin}/th/tests`)).text();
    const image = /<meta property="og:image" content="([^"]+)"\/>/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    const url = new URL(image!);
    expect(url.pathname).toBe('/api/og-image');
    expect(url.searchParams.get('lang')).toBe('th');
    expect(html).toContain(`<title>${url.searchParams.get('title')}</title>`);
    const response = await fetch(`${suite.server.origin}${url.pathname}${url.search}`);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const refused = await fetch(`${suite.server.origin}/api/og-image?test=x`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain('title');
  });

  it('serves hashed assets as immutable and pages with security headers', async () => {
    const page = await fetch(`${suite.server.origin}/en`);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const assetPath = /"(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(assetPath).toBeDefined();
    const asset = await fetch(`${suite.server.origin}${assetPath}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    // Every body is read: an unread response would keep its connection busy and slow the server's shutdown.
    expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const html = await fetch(`${suite.server.origin}/en`, { headers: { 'accept-encoding': 'gzip' } });
    expect(html.headers.get('content-encoding')).toBe('gzip');
    expect(html.headers.get('vary')).toContain('accept-encoding');
    expect(await html.text()).toContain('<html lang="en"');
  });

  it('redirects the Korean prefix to the unprefixed page', async () => {
    const response = await fetch(`${suite.server.origin}/ko/tests`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toMatch(/\/tests$/);
    await response.arrayBuffer();
  });
});
