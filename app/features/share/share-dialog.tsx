import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { detectInAppBrowser } from '../../shell/in-app-browser';
import { useToast } from '../../shell/toast';
import { shareToKakao, type KakaoConfig } from './kakao-share.client';

export interface ShareTarget {
  url: string;
  title: string;
  /** The result's share card (a 1200x630 PNG), offered for saving. */
  imageUrl: string;
  /** Its 1080x1920 story card, where the page has one (issue 16). */
  storyImageUrl?: string;
}

/** A file name the visitor recognises for a result's card, without the characters file systems refuse. */
function imageFileName(title: string): string {
  return `${title.replace(/[\\/:*?"<>|]/g, '').trim().slice(0, 60) || 'result'}.png`;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

const optionClass =
  'flex min-h-12 w-full items-center gap-3 rounded-2xl bg-brand-50 px-4 py-3 text-start font-semibold transition hover:bg-brand-100 dark:bg-slate-800 dark:hover:bg-slate-700 motion-reduce:transition-none';

/**
 * Share options of decisions.md D6; loaded only when the visitor opens it. `showCard`: opened by "save image" under
 * the result's top card: the card is shown at once, with a download button, or to long-press in an app's browser.
 */
export default function ShareDialog({ target, open, onOpenChange, showCard = false }: { target: ShareTarget; open: boolean; onOpenChange(open: boolean): void; showCard?: boolean }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const canUseShareSheet = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  // Apps' built-in browsers ignore downloads: there the card is shown to be saved by a long press.
  const inAppBrowser = typeof navigator !== 'undefined' && detectInAppBrowser(navigator.userAgent) !== null;
  const [showingCard, setShowingCard] = useState(false);
  // Set by the root loader on Korean pages only, and only with a configured key.
  const kakao = (useRouteLoaderData('root') as { kakao?: KakaoConfig | null } | undefined)?.kakao ?? null;

  // Messaging and photo apps take no link from a web page: the link is copied and the visitor pastes it there.
  async function copyForApp(app: string) {
    const copied = await copyText(target.url);
    onOpenChange(false);
    showToast(copied ? { title: t('share.copied'), description: t('share.pasteInstructions', { app }) } : { title: t('share.copyFailed'), tone: 'destructive' });
  }

  // Korean pages with a Kakao key (issue 16): KakaoTalk's own share, with the card; the copied link if it fails.
  async function shareToMessenger() {
    if (!kakao) return copyForApp(t('share.messenger'));
    try {
      await shareToKakao(kakao, { url: target.url, title: target.title, imageUrl: new URL(target.imageUrl, window.location.href).href, buttonTitle: t('share.cardCallToAction') });
      onOpenChange(false);
    } catch (error) {
      console.error(error);
      await copyForApp(t('share.messenger'));
    }
  }

  async function copyLink() {
    const copied = await copyText(target.url);
    onOpenChange(false);
    showToast(copied ? { title: t('share.copied') } : { title: t('share.copyFailed'), tone: 'destructive' });
  }

  async function openShareSheet() {
    try {
      await navigator.share({ title: target.title, url: target.url });
      onOpenChange(false);
    } catch {
      // The visitor closed the sheet; nothing to report.
    }
  }

  const socialUrl = `https://twitter.com/intent/tweet?${new URLSearchParams({ url: target.url, text: target.title })}`;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="animate-rise-in fixed inset-x-0 bottom-0 z-50 mx-auto max-w-md space-y-3 rounded-t-3xl bg-white p-5 pb-8 shadow-xl dark:bg-slate-900 sm:bottom-auto sm:top-1/4 sm:rounded-3xl">
          <Dialog.Title className="text-lg font-bold">{t('share.title')}</Dialog.Title>
          <Dialog.Description className="truncate text-sm text-muted">{target.url}</Dialog.Description>
          <button type="button" className={optionClass} onClick={() => void shareToMessenger()} data-share-messenger>
            <span aria-hidden="true">💬</span> {t('share.messenger')}
          </button>
          <button type="button" className={optionClass} onClick={() => void copyForApp(t('share.photoApp'))}>
            <span aria-hidden="true">📸</span> {t('share.photoApp')}
          </button>
          <a className={optionClass} href={socialUrl} target="_blank" rel="noopener noreferrer" onClick={() => onOpenChange(false)}>
            <span aria-hidden="true">🐦</span> {t('share.social')}
          </a>
          {canUseShareSheet && (
            <button type="button" className={optionClass} onClick={() => void openShareSheet()}>
              <span aria-hidden="true">📤</span> {t('share.device')}
            </button>
          )}
          <button type="button" className={optionClass} onClick={() => void copyLink()}>
            <span aria-hidden="true">🔗</span> {t('share.copyLink')}
          </button>
          {inAppBrowser ? (
            <button type="button" className={optionClass} aria-expanded={showingCard} onClick={() => setShowingCard(true)}>
              <span aria-hidden="true">🖼️</span> {t('share.saveImage')}
            </button>
          ) : (
            <a className={optionClass} href={target.imageUrl} download={imageFileName(target.title)} onClick={() => onOpenChange(false)}>
              <span aria-hidden="true">🖼️</span> {t('share.saveImage')}
            </a>
          )}
          {(showingCard || showCard) && (
            <figure className="space-y-2 text-center">
              <img src={target.imageUrl} alt={t('share.cardAlt', { title: target.title })} width={1200} height={630} className="h-auto w-full rounded-2xl" />
              {inAppBrowser ? (
                <>
                  <figcaption className="text-sm font-semibold text-slate-700 dark:text-slate-300">{t('share.longPressToSave')}</figcaption>
                  {/* Opened as a page of its own, the story image can be long-pressed there too. */}
                  {target.storyImageUrl && (
                    <a className="button-secondary w-full" href={target.storyImageUrl} target="_blank" rel="noopener" data-save-story>
                      <span aria-hidden="true">📱</span> {t('share.saveStory')}
                    </a>
                  )}
                </>
              ) : (
                <div className="grid gap-2">
                  <a className="button-primary w-full" href={target.imageUrl} download={imageFileName(target.title)} onClick={() => onOpenChange(false)} data-save-card>
                    <span aria-hidden="true">⬇️</span> {t('share.saveImage')}
                  </a>
                  {target.storyImageUrl && (
                    <a className="button-secondary w-full" href={target.storyImageUrl} download={imageFileName(`${target.title} story`)} onClick={() => onOpenChange(false)} data-save-story>
                      <span aria-hidden="true">📱</span> {t('share.saveStory')}
                    </a>
                  )}
                </div>
              )}
            </figure>
          )}
          <Dialog.Close className="button-secondary w-full">{t('common.close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
