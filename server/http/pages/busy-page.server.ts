import type { ServerBuild } from 'react-router';
import { languageCodes, languages, splitLanguageFromPath, type LanguageCode } from '../../../domain/languages';
import { busyPageExport, type BusyPageTexts, type DescribeBusyPage } from '../../../shared/contracts/busy-page';

/** Writes the page for a refused render, or null where a visitor gets the plain-text answer (no texts, an image). */
export type WriteBusyPage = (pageUrl: string, retryAfterSeconds: number) => string | null;

/**
 * While the server refuses new renders (too many under way, or its event loop running late), a visitor who opens a
 * link would otherwise read a bare English line and have to think of reloading. This page says so in the link's
 * language and reloads itself after the pause the server asks (a meta refresh: no script, nothing to allow in the
 * CSP). The texts are read from the web app's server entry once, at start.
 */
export function createBusyPageWriter(build: ServerBuild): WriteBusyPage {
  const describe = (build.entry.module as unknown as Record<string, DescribeBusyPage | undefined>)[busyPageExport];
  if (typeof describe !== 'function') return () => null;
  const texts = Object.fromEntries(languageCodes.map((language) => [language, describe(language)])) as Record<LanguageCode, BusyPageTexts>;
  return (pageUrl, retryAfterSeconds) => {
    const path = pageUrl.split('?', 1)[0] ?? pageUrl;
    if (path.startsWith('/api/') || path.startsWith('/share-image/')) return null;
    const { language } = splitLanguageFromPath(path);
    return writeBusyPage(language, texts[language], retryAfterSeconds);
  };
}

export function writeBusyPage(language: LanguageCode, { heading, message }: BusyPageTexts, retryAfterSeconds: number): string {
  return [
    `<!doctype html><html lang="${language}" dir="${languages[language].direction}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="${Math.max(1, Math.ceil(retryAfterSeconds))}">`,
    `<title>${escapeText(heading)}</title><style>${style}</style></head>`,
    `<body><main role="status"><div class="spinner" aria-hidden="true"></div><h1>${escapeText(heading)}</h1><p>${escapeText(message)}</p></main></body></html>`,
  ].join('');
}

/** The site's colours (app/app.css) in both schemes; nothing loaded from elsewhere, the server being busy. */
const style = [
  ':root{color-scheme:light dark;font-family:system-ui,sans-serif;background:#fff5f0;color:#1e293b}',
  '@media (prefers-color-scheme:dark){:root{background:#0f172a;color:#e2e8f0}}',
  'main{max-width:28rem;margin:20vh auto 0;padding:0 1.5rem;text-align:center}',
  'h1{font-size:1.4rem;margin:1.25rem 0 .5rem}p{line-height:1.6;margin:0}',
  '.spinner{width:2.5rem;height:2.5rem;margin:auto;border:4px solid #ffe6da;border-top-color:#ff6b3d;border-radius:50%;animation:spin 1s linear infinite}',
  '@keyframes spin{to{transform:rotate(1turn)}}@media (prefers-reduced-motion:reduce){.spinner{animation:none}}',
].join('');

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
