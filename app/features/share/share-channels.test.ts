import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../../domain/languages';
import { buildChannelUrl, messengerChannels, photoChannels, socialChannels } from './share-channels';

const target = { url: 'https://quiz.example/zh/result/AbCdEfGhIjKlMnOp', title: '我的结果 · 猫' };

describe('share channels', () => {
  it('gives Chinese pages Weibo, never X, and the others X', () => {
    expect(socialChannels.zh).toBe('weibo');
    const weibo = new URL(buildChannelUrl('weibo', target)!);
    expect(weibo.hostname).toBe('service.weibo.com');
    expect(weibo.searchParams.get('url')).toBe(target.url);
    expect(weibo.searchParams.get('title')).toBe(target.title);
    for (const language of languageCodes.filter((code) => code !== 'zh')) expect(socialChannels[language]).toBe('x');
    expect(new URL(buildChannelUrl('x', target)!).searchParams.get('url')).toBe(target.url);
  });

  it('opens WhatsApp and LINE with the link filled in, and has no web address for the apps that offer none', () => {
    expect(new URL(buildChannelUrl('whatsapp', target)!).searchParams.get('text')).toBe(`${target.title} ${target.url}`);
    expect(new URL(buildChannelUrl('line', target)!).searchParams.get('url')).toBe(target.url);
    for (const channel of ['kakao', 'wechat', 'instagram', 'xiaohongshu'] as const) expect(buildChannelUrl(channel, target)).toBeNull();
  });

  it('names an app for every language', () => {
    for (const language of languageCodes) {
      expect(messengerChannels[language]).toBeTruthy();
      expect(photoChannels[language]).toBeTruthy();
    }
  });
});
