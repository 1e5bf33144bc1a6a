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
    for (const scheme of lang === 'ko' || lang === 'ar' ? (['light', 'dark'] as const) : (['light'] as const)) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, colorScheme: scheme });
      await page.goto(`${server.origin}${prefix}/ai-animal-face-result/fox/male`);
      await waitForHydration(page);
      await page.screenshot({ path: `/tmp/shots/type-${lang}-${scheme}.png`, fullPage: true });
      await page.close();
    }
    if (['ko', 'ar', 'hi', 'fr'].includes(lang)) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, colorScheme: lang === 'hi' ? 'dark' : 'light' });
      await page.goto(`${server.origin}${prefix}/ai-animal-face`);
      await waitForHydration(page);
      const m = loadMessages(lang);
      await page.getByLabel(m.photo.nameLabel).fill('Mina');
      await page.locator('[role="progressbar"]').waitFor({ timeout: 5000 }).catch(() => undefined);
      await page.screenshot({ path: `/tmp/shots/form-${lang}.png` });
      await page.locator('input[type="file"]').setInputFiles(photoFixturePath('astronaut.png'));
      await page.getByRole('button', { name: m.photo.analyze }).click();
      await page.locator('[data-result-animal]').waitFor({ timeout: 60000 });
      await page.screenshot({ path: `/tmp/shots/result-${lang}.png`, fullPage: true });
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
