import { describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { createBusyPageWriter, writeBusyPage } from './busy-page.server';
import type { DescribeBusyPage } from '../../../shared/contracts/busy-page';

const describeBusyPage: DescribeBusyPage = (language) => ({ heading: `busy in ${language}`, message: `<b>${language}</b> & more` });
const buildWith = (module: object) => ({ entry: { module } }) as unknown as ServerBuild;

describe('the page a visitor gets while renders are refused', () => {
  it('is written in the language of the link, right to left in Arabic, and reloads itself after the pause asked', () => {
    const write = createBusyPageWriter(buildWith({ describeBusyPage }));
    const arabic = write('/ar/result/abc?with=x', 2)!;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<meta http-equiv="refresh" content="2">');
    expect(arabic).toContain('<h1>busy in ar</h1>');
    expect(write('/egenryeok-test', 1)).toContain('<html lang="ko" dir="ltr">');
    expect(write('/th', 1)).toContain('busy in th');
  });

  it('escapes the texts and never asks for a refresh sooner than a second', () => {
    const page = writeBusyPage('en', { heading: 'a', message: '<b>x</b> & y' }, 0.2);
    expect(page).toContain('<p>&lt;b&gt;x&lt;/b&gt; &amp; y</p>');
    expect(page).toContain('content="1"');
  });

  it('leaves images and API paths to the plain answer, and everything to it without the texts', () => {
    const write = createBusyPageWriter(buildWith({ describeBusyPage }));
    expect(write('/share-image/abc.png', 1)).toBeNull();
    expect(write('/api/og-image?title=x', 1)).toBeNull();
    expect(createBusyPageWriter(buildWith({}))('/en', 1)).toBeNull();
  });
});
