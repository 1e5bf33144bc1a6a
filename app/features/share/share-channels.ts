import type { LanguageCode } from '../../../domain/languages';

/**
 * Where each language's visitors share, so that a share button opens the app they use instead of only copying
 * the link: the messenger, photo and social apps the share sheet names (`share.messenger`, `share.photoApp`,
 * `share.social` in each language's messages), and how each takes a link. An app with a web share address gets it
 * (it opens the app or its site with the link filled in); the others get the device's share sheet (with the card
 * image where the browser can share files), and the link is copied only where neither exists.
 */
export type ShareChannel = 'kakao' | 'whatsapp' | 'line' | 'wechat' | 'instagram' | 'xiaohongshu' | 'x' | 'weibo';

export const messengerChannels: Readonly<Record<LanguageCode, ShareChannel>> = {
  ko: 'kakao', en: 'whatsapp', ja: 'line', zh: 'wechat', es: 'whatsapp', th: 'line', hi: 'whatsapp', fr: 'whatsapp', ar: 'whatsapp',
};
export const photoChannels: Readonly<Record<LanguageCode, ShareChannel>> = {
  ko: 'instagram', en: 'instagram', ja: 'instagram', zh: 'xiaohongshu', es: 'instagram', th: 'instagram', hi: 'instagram', fr: 'instagram', ar: 'instagram',
};
export const socialChannels: Readonly<Record<LanguageCode, ShareChannel>> = {
  ko: 'x', en: 'x', ja: 'x', zh: 'weibo', es: 'x', th: 'x', hi: 'x', fr: 'x', ar: 'x',
};

/** The app's own web share address for a link, or null where the app offers none (KakaoTalk's is its SDK). */
export function buildChannelUrl(channel: ShareChannel, { url, title }: { url: string; title: string }): string | null {
  switch (channel) {
    case 'whatsapp':
      return `https://wa.me/?${new URLSearchParams({ text: `${title} ${url}` })}`;
    case 'line':
      return `https://social-plugins.line.me/lineit/share?${new URLSearchParams({ url })}`;
    case 'x':
      return `https://x.com/intent/post?${new URLSearchParams({ url, text: title })}`;
    case 'weibo':
      return `https://service.weibo.com/share/share.php?${new URLSearchParams({ url, title })}`;
    default:
      return null;
  }
}
