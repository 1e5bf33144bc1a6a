import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { detectInAppBrowser } from '../../shell/in-app-browser';
import { usePageLanguage } from '../../shell/use-page-language';
import { useToast } from '../../shell/toast';
import { shareToKakao, type KakaoConfig } from './kakao-share.client';
import { buildChannelUrl, messengerChannels, photoChannels, socialChannels } from './share-channels';

export interface ShareTarget {
  url: string;
  title: string;
  /** The result's share card (a 1200x630 PNG), offered for saving. */
  imageUrl: string;
  /** Its 1080x1920 story card, where the page has one (decision 0035). */
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

/** The image at `url` as a file the share sheet can take, or null (a browser that shares no files, or no network). */
async function fetchShareableImage(url: string, name: string): Promise<File | null> {
  if (typeof navigator.canShare !== 'function') return null;
  try {
    const blob = await (await fetch(url)).blob();
    const file = new File([blob], name, { type: 'image/png' });
    return navigator.canShare({ files: [file] }) ? file : null;
  } catch {
    return null;
  }
}

/**
 * Share options of docs/spec/product-rules.md D6 in the apps each language's visitors use (share-channels.ts); loaded only
 * when the visitor opens it. One sheet: "save image" shows the card in it, with one button for the card and one for
 * the story card. `showCard`: opened by "save image" under the result's top card, with the card already shown.
 */
export default function ShareDialog({ target, open, onOpenChange, showCard = false }: { target: ShareTarget; open: boolean; onOpenChange(open: boolean): void; showCard?: boolean }) {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const showToast = useToast();
  const canUseShareSheet = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  // Apps' built-in browsers ignore downloads: there the card is shown to be saved by a long press.
  const inAppBrowser = typeof navigator !== 'undefined' && detectInAppBrowser(navigator.userAgent) !== null;
  const [showingCard, setShowingCard] = useState(showCard);
  // Set by the root loader on Korean pages only, and only with a configured key.
  const kakao = (useRouteLoaderData('root') as { kakao?: KakaoConfig | null } | undefined)?.kakao ?? null;
  const [messenger, photoApp, social] = [messengerChannels[language], photoChannels[language], socialChannels[language]];
  const storyName = imageFileName(`${target.title} story`);

  // The photo app gets the story card through the share sheet; fetched as the sheet opens, so the tap can share at
  // once (browsers allow a share only right after a tap).
  const [storyFile, setStoryFile] = useState<File | null>(null);
  useEffect(() => {
    if (!open) return;
    let current = true;
    void fetchShareableImage(target.storyImageUrl ?? target.imageUrl, storyName).then((file) => current && setStoryFile(file));
    return () => {
      current = false;
    };
  }, [open, target.storyImageUrl, target.imageUrl, storyName]);

  // An app without a web share address: the share sheet if the browser has one, else the copied link to paste.
  async function shareWithApp(app: string) {
    if (canUseShareSheet) return openShareSheet();
    const copied = await copyText(target.url);
    onOpenChange(false);
    showToast(copied ? { title: t('share.copied'), description: t('share.pasteInstructions', { app }) } : { title: t('share.copyFailed'), tone: 'destructive' });
  }

  // Korean pages with a Kakao key (decision 0036): KakaoTalk's own share, with the card; the share sheet or link otherwise.
  async function shareToKakaoTalk() {
    if (!kakao) return shareWithApp(t('share.messenger'));
    try {
      await shareToKakao(kakao, { url: target.url, title: target.title, imageUrl: new URL(target.imageUrl, window.location.href).href, buttonTitle: t('share.cardCallToAction') });
      onOpenChange(false);
    } catch (error) {
      console.error(error);
      await shareWithApp(t('share.messenger'));
    }
  }

  // The story card to the photo app through the share sheet; where files cannot be shared, the card to save.
  async function shareToPhotoApp() {
    if (storyFile) {
      try {
        await navigator.share({ files: [storyFile], title: target.title });
        onOpenChange(false);
      } catch {
        // The visitor closed the sheet.
      }
      return;
    }
    setShowingCard(true);
    const copied = await copyText(target.url);
    showToast(copied ? { title: t('share.copied'), description: t('share.saveForPhotoApp', { app: t('share.photoApp') }) } : { title: t('share.copyFailed'), tone: 'destructive' });
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

  const messengerUrl = buildChannelUrl(messenger, target);
  const socialUrl = buildChannelUrl(social, target);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="animate-rise-in fixed inset-x-0 bottom-0 z-50 mx-auto max-h-[90dvh] max-w-md space-y-3 overflow-y-auto rounded-t-3xl bg-white p-5 pb-8 shadow-xl dark:bg-slate-900 sm:bottom-auto sm:top-[10%] sm:rounded-3xl">
          <Dialog.Title className="text-lg font-bold">{t('share.title')}</Dialog.Title>
          <Dialog.Description className="truncate text-sm text-muted">{target.url}</Dialog.Description>
          {messengerUrl ? (
            <a className={optionClass} href={messengerUrl} target="_blank" rel="noopener noreferrer" onClick={() => onOpenChange(false)} data-share-messenger={messenger}>
              <span aria-hidden="true">💬</span> {t('share.messenger')}
            </a>
          ) : (
            <button type="button" className={optionClass} onClick={() => void (messenger === 'kakao' ? shareToKakaoTalk() : shareWithApp(t('share.messenger')))} data-share-messenger={messenger}>
              <span aria-hidden="true">💬</span> {t('share.messenger')}
            </button>
          )}
          <button type="button" className={optionClass} onClick={() => void shareToPhotoApp()} data-share-photo-app={photoApp}>
            <span aria-hidden="true">📸</span> {t('share.photoApp')}
          </button>
          {socialUrl && (
            <a className={optionClass} href={socialUrl} target="_blank" rel="noopener noreferrer" onClick={() => onOpenChange(false)} data-share-social={social}>
              <span aria-hidden="true">📣</span> {t('share.social')}
            </a>
          )}
          {canUseShareSheet && (
            <button type="button" className={optionClass} onClick={() => void openShareSheet()}>
              <span aria-hidden="true">📤</span> {t('share.device')}
            </button>
          )}
          <button type="button" className={optionClass} onClick={() => void copyLink()}>
            <span aria-hidden="true">🔗</span> {t('share.copyLink')}
          </button>
          {!showingCard && (
            <button type="button" className={optionClass} aria-expanded={false} onClick={() => setShowingCard(true)}>
              <span aria-hidden="true">🖼️</span> {t('share.saveImage')}
            </button>
          )}
          {showingCard && (
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
                    <a className="button-secondary w-full" href={target.storyImageUrl} download={storyName} onClick={() => onOpenChange(false)} data-save-story>
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
