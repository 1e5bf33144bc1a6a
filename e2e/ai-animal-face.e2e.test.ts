import { describe, expect, it } from 'vitest';
import { loadMessages } from '../app/i18n/messages.server';
import { findSeriousViolations } from './support/axe';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { openPage } from './support/pages';
import { composeDarkAstronaut, composeExifRotatedAstronaut, composeSmallFace, composeTurnedFriendBeside, composeTwoFaces, readPhotoFixture } from '../fixtures/photos/compose-test-photos';
import { analyzeOnPage, analyzeOnServer, photoFixturePath, submitPhoto } from './support/photo-page';

const browserAvailable = isBrowserAvailable();
const en = loadMessages('en');

describe.skipIf(!browserAvailable)('AI animal face in Chromium: the face read on the visitor’s device', () => {
  // The suite compares many photos with the server's own analysis: more than a visitor's allowance (3, then one
  // every 10 s), which a fast run used up (429).
  const suite = useBrowserSuite({ PHOTO_RATE_BURST: '100' });

  it('gives the fixture portrait the same 20 animals as the server, twice, without sending the photo anywhere', async () => {
    const { page, problems } = await openPage(suite.browser, `${suite.server.origin}/en/ai-animal-face`);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' || request.postData()) sent.push(`${request.method()} ${request.url()}`);
    });
    const first = await analyzeOnPage(page, 'astronaut.png');
    expect(await page.locator('[data-result-animal]').getAttribute('data-result-animal')).toBe('cat');
    expect(first).toHaveLength(20);
    expect(first.reduce((sum, item) => sum + item.percentage, 0)).toBe(100);
    expect(await page.locator('li[data-measurement]').count()).toBeGreaterThanOrEqual(2);
    // What was measured, drawn on the photo: the mesh and the explaining lines, hidden by the toggle.
    const overlay = page.locator('svg[data-measurement-overlay]');
    expect(Number(await overlay.locator('path[data-mesh-points]').getAttribute('data-mesh-points'))).toBeGreaterThanOrEqual(468);
    expect((await overlay.locator('path[data-mesh-points]').getAttribute('d'))?.match(/M/g)).toHaveLength(468);
    expect(await overlay.locator('line').count()).toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: en.photo.hideLandmarks }).click();
    await overlay.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: en.photo.showLandmarks }).click();
    await overlay.waitFor();

    await page.getByRole('button', { name: en.photo.uploadAgain }).click();
    const second = await analyzeOnPage(page, 'astronaut.png');
    expect(second).toEqual(first);
    // Only GET requests for the engine's code and files: no request carried the photo.
    expect(sent).toEqual([]);

    const fromServer = await analyzeOnServer(suite.server.origin, readPhotoFixture('astronaut.png'));
    expect(first).toEqual(fromServer.animalPercentages);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('says beside the photo why it was refused, keeping the name, the gender and the photo, until another is chosen', async () => {
    const { page } = await openPage(suite.browser, `${suite.server.origin}/en/ai-animal-face`);
    const engineFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/face-engine/')) engineFiles.push(new URL(request.url()).pathname);
    });
    await page.getByRole('button', { name: en.common.male, exact: true }).click();
    await submitPhoto(page, 'coffee.png', 'Cup');
    const refusal = page.locator('[data-photo-refusal]');
    await refusal.waitFor({ timeout: 60_000 });
    expect(await refusal.textContent()).toContain(en.photo.errorNoFace);
    expect(await refusal.textContent()).toContain(en.photo.analysisFailedTitle);
    expect(await page.getByLabel(en.photo.nameLabel).inputValue()).toBe('Cup');
    expect(await page.getByRole('button', { name: en.common.male, exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('form img').count()).toBe(1);
    // The engine never downloads the gender model: nothing a page shows needs it.
    expect(engineFiles.some((file) => file.includes('faceres'))).toBe(false);
    expect(engineFiles.some((file) => file.includes('facemesh'))).toBe(true);
    // Another photo is another try: the reason goes, and a face is then read for the same visitor.
    await page.locator('input[type="file"]').setInputFiles(photoFixturePath('astronaut.png'));
    await refusal.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: en.photo.analyzeButtons['ai-animal-face'] }).click();
    await page.locator('[data-result-animal]').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: en.photo.uploadAgain }).click();
    expect(await page.getByLabel(en.photo.nameLabel).inputValue()).toBe('Cup');
    expect(await page.getByRole('button', { name: en.common.male, exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.close();
  });

  it('shows the last result again after a reload, kept on the device only, until the visitor tries another photo', async () => {
    const { page } = await openPage(suite.browser, `${suite.server.origin}/en/ai-animal-face`);
    const animals = await analyzeOnPage(page, 'astronaut.png');
    // Kept once the result shows; the page writes it just after.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('photo-result:ai-animal-face') !== null)).toBe(true);
    await page.reload();
    await page.locator('[data-result-animal="cat"]').waitFor({ timeout: 30_000 });
    const again = await page.locator('li[data-animal]').evaluateAll((items) => items.map((item) => item.getAttribute('data-animal')));
    expect(again).toEqual(animals.map((item) => item.animal));
    expect(await page.locator('img[src^="data:image/jpeg"]').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: en.photo.uploadAgain }).click();
    expect(await page.getByLabel(en.photo.nameLabel).inputValue()).toBe('Eileen');
    await page.reload();
    await page.getByLabel(en.photo.nameLabel).waitFor();
    expect(await page.locator('[data-result-animal]').count()).toBe(0);
    await page.close();
  });

  it('asks for a name before analysing, and has no serious or critical axe violations on the form and the result', async () => {
    const { page } = await openPage(suite.browser, `${suite.server.origin}/ar/ai-animal-face`, 'ar');
    const ar = loadMessages('ar');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await findSeriousViolations(page)).toEqual([]);
    // Shown disabled (aria-disabled) without a name, yet a tap says what is missing; Playwright would wait for it
    // to become enabled, hence force.
    await page.getByRole('button', { name: ar.photo.analyzeButtons['ai-animal-face'] }).click({ force: true });
    await page.getByText(ar.photo.nameRequiredMessage).first().waitFor();
    await page.getByLabel(ar.photo.nameLabel).fill('ليلى');
    await page.locator('input[type="file"]').setInputFiles(photoFixturePath('astronaut.png'));
    await page.getByRole('button', { name: ar.photo.analyzeButtons['ai-animal-face'] }).click();
    await page.locator('[data-result-animal]').waitFor({ timeout: 60_000 });
    expect(await findSeriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('reads an EXIF-rotated JPEG upright, as the server does', async () => {
    const { page } = await openPage(suite.browser, `${suite.server.origin}/en/ai-animal-face`);
    const jpeg = await composeExifRotatedAstronaut();
    const animals = await analyzeOnPage(page, { name: 'sideways.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    expect(animals).toEqual((await analyzeOnServer(suite.server.origin, jpeg)).animalPercentages);
    // The same pixels without the tag: a face lying on its side, which the engine does not find.
    await page.getByRole('button', { name: en.photo.uploadAgain }).click();
    await submitPhoto(page, { name: 'untagged.jpg', mimeType: 'image/jpeg', buffer: await composeExifRotatedAstronaut({ withOrientation: false }) });
    await page.getByText(en.photo.errorNoFace).first().waitFor({ timeout: 60_000 });
    await page.close();
  });

  it('refuses a face too small to measure and a head turned too far, and says which', async () => {
    const { page } = await openPage(suite.browser, `${suite.server.origin}/en/ai-animal-face`);
    await submitPhoto(page, { name: 'far-away.png', mimeType: 'image/png', buffer: await composeSmallFace() });
    await page.getByText(en.photo.errorFaceTooSmall).first().waitFor({ timeout: 60_000 });
    await submitPhoto(page, 'camera.png');
    await page.getByText(en.photo.errorHeadTurned).first().waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: en.photo.analyzeButtons['ai-animal-face'] }).waitFor();
    await page.close();
  });

  it('analyses the largest of several faces and says so', async () => {
    const { page } = await openPage(suite.browser, `${suite.server.origin}/en/ai-animal-face`);
    const photo = await composeTwoFaces();
    const animals = await analyzeOnPage(page, { name: 'two.png', mimeType: 'image/png', buffer: photo });
    await page.getByText(en.photo.severalFaces.replace('{{count}}', '2')).waitFor();
    const fromServer = await analyzeOnServer(suite.server.origin, photo);
    expect(fromServer.faceCount).toBe(2);
    expect(animals).toEqual(fromServer.animalPercentages);
    await page.close();
  });

  it('analyses the face that looks at the camera when the largest one is turned away, as the server does, and says so', async () => {
    const { page } = await openPage(suite.browser, `${suite.server.origin}/en/ai-animal-face`);
    const photo = await composeTurnedFriendBeside();
    const animals = await analyzeOnPage(page, { name: 'friends.png', mimeType: 'image/png', buffer: photo });
    await page.getByText(en.photo.measurableFace.replace('{{count}}', '2')).waitFor();
    expect(animals).toEqual((await analyzeOnServer(suite.server.origin, photo)).animalPercentages);
    await page.close();
  });

  it('shows how far the engine has loaded, from the first focus on the form', async () => {
    const { page } = await openPage(suite.browser, `${suite.server.origin}/en/ai-animal-face`);
    // Every value the progress bar shows, recorded as the page changes (a loopback download is quick).
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { engineProgressSeen: number[] }).engineProgressSeen = seen;
      new MutationObserver(() => {
        const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
        if (value !== null && value !== undefined && seen.at(-1) !== Number(value)) seen.push(Number(value));
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    await page.getByLabel(en.photo.nameLabel).focus();
    await analyzeOnPage(page, 'astronaut.png');
    const seen = await page.evaluate(() => (window as unknown as { engineProgressSeen: number[] }).engineProgressSeen);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
    expect([...seen].sort((first, second) => first - second)).toEqual(seen);
    // Once loaded, the bar is gone.
    expect(await page.locator('[role="progressbar"]').count()).toBe(0);
    await page.close();
  });

  it('analyses real faces turned or lowered as people take them (refused before), the same as the server', async () => {
    const { page } = await openPage(suite.browser, `${suite.server.origin}/en/ai-animal-face`);
    // Paul Rudd with his chin down, then Bernie Sanders turned 26 degrees (fixtures/photos/README.md).
    for (const name of ['real/max-facerec_005.jpg', 'real/samboy-blog_001.jpg']) {
      const animals = await analyzeOnPage(page, name);
      expect(animals, name).toEqual((await analyzeOnServer(suite.server.origin, readPhotoFixture(name))).animalPercentages);
      await page.getByRole('button', { name: en.photo.uploadAgain }).click();
    }
    await page.close();
  });

  it('lets the visitor tap another face of a group photo, and analyses that one instead', async () => {
    const { page } = await openPage(suite.browser, `${suite.server.origin}/en/ai-animal-face`);
    const largest = await analyzeOnPage(page, 'real/max-pose_001.jpg');
    await page.getByText(en.photo.severalFaces.replace('{{count}}', '3')).waitFor();
    await page.getByText(en.photo.tapAnotherFace).waitFor();
    const others = page.getByRole('button', { name: en.photo.chooseFace });
    expect(await others.count()).toBe(2);
    await others.first().click();
    await page.getByText(en.photo.chosenFace).waitFor({ timeout: 60_000 });
    const tapped = await page.locator('li[data-animal]').evaluateAll((items) => items.map((item) => item.getAttribute('data-animal')));
    expect(tapped).not.toEqual(largest.map((item) => item.animal));
    // The name stays, and the two faces not measured now are the ones to tap.
    expect(await page.getByRole('button', { name: en.photo.chooseFace }).count()).toBe(2);
    await page.close();
  });

  it('says beside the photo that a nearly black photo is too dark', async () => {
    const { page } = await openPage(suite.browser, `${suite.server.origin}/en/ai-animal-face`);
    await submitPhoto(page, { name: 'dark.png', mimeType: 'image/png', buffer: await composeDarkAstronaut(0.06) });
    const refusal = page.locator('[data-photo-refusal]');
    await refusal.waitFor({ timeout: 60_000 });
    expect(await refusal.textContent()).toContain(en.photo.errorTooDark);
    await page.close();
  });
});
