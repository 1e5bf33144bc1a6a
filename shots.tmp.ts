import { launchBrowser } from './e2e/support/browser';
import { startBuiltServer } from './e2e/support/built-server';
import { waitForHydration } from './e2e/support/pages';
import { photoFixturePath } from './e2e/support/photo-page';
import { loadMessages } from './app/i18n/messages.server';
const server = await startBuiltServer({ RATE_LIMIT_ENABLED: 'false' });
const browser = await launchBrowser();
const langs = ['ko', 'en', 'ja', 'zh', 'es', 'th', 'hi', 'fr', 'ar'] as const;
try {
  for (const lang of langs) {
    const prefix = lang === 'ko' ? '' : `/${lang}`;
    const scheme = lang === 'ja' || lang === 'ar' ? 'dark' : 'light';
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: scheme, locale: lang });
    const page = await context.newPage();
    await page.goto(`${server.origin}${prefix}/ai-face-rating`);
    await waitForHydration(page);
    const m = loadMessages(lang);
    await page.screenshot({ path: `/tmp/shots/rform-${lang}.png` });
    await page.getByLabel(m.photo.nameLabel).fill('Mina');
    if (lang === 'fr' || lang === 'hi') await page.getByRole('button', { name: m.common.male, exact: true }).click();
    await page.locator('input[type="file"]').setInputFiles(photoFixturePath('astronaut.png'));
    await page.getByRole('button', { name: m.photo.analyze }).click();
    await page.locator('[data-rating-score]').waitFor({ timeout: 60000 });
    await page.screenshot({ path: `/tmp/shots/rating-${lang}.png`, fullPage: true });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
