/**
 * Browsers built into messaging and social apps (docs/spec/product-rules.md D6). They ignore the download attribute,
 * so a result card cannot be saved as a file there; the page shows the image to long-press instead. Tokens from the
 * apps' documented or widely logged user agents.
 */
const inAppBrowsers: readonly [name: string, pattern: RegExp][] = [
  ['kakaotalk', /KAKAOTALK/i],
  ['naver', /NAVER\(inapp/i],
  ['daum', /DaumApps/i],
  ['line', /\bLine\/\d/],
  ['instagram', /\bInstagram\b/],
  ['facebook', /\bFB(AN|AV|_IAB)\b|\[FB/],
  ['tiktok', /BytedanceWebview|musical_ly|\bTikTok\b/i],
  ['snapchat', /Snapchat/],
  ['wechat', /MicroMessenger/],
  ['twitter', /\bTwitter(Android)?\b/],
  ['threads', /Barcelona/],
  // Android apps embedding a plain WebView mark it with "; wv)".
  ['android-webview', /; wv\)/],
];

/** The app whose built-in browser this is, or null for a real browser. */
export function detectInAppBrowser(userAgent: string): string | null {
  return inAppBrowsers.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
}
