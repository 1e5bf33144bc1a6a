/** Kakao's JavaScript SDK as far as the share uses it (https://developers.kakao.com/docs/latest/ko/javascript/). */
interface KakaoSdk {
  init(javascriptKey: string): void;
  isInitialized(): boolean;
  Share: { sendDefault(settings: object): void };
}

declare global {
  interface Window {
    Kakao?: KakaoSdk;
  }
}

export interface KakaoConfig {
  javascriptKey: string;
  sdkUrl: string;
}

let sdk: Promise<KakaoSdk> | null = null;

/** The SDK, fetched on the first KakaoTalk share only; a failed load is tried again on the next. */
function loadKakaoSdk(sdkUrl: string): Promise<KakaoSdk> {
  sdk ??= new Promise<KakaoSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = sdkUrl;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onload = () => (window.Kakao ? resolve(window.Kakao) : reject(new Error('the Kakao SDK defined no Kakao')));
    script.onerror = () => reject(new Error('the Kakao SDK did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    sdk = null;
    throw error;
  });
  return sdk;
}

/** Opens KakaoTalk's share with the result card as a feed template: the card, the title, a button to the page. */
export async function shareToKakao(config: KakaoConfig, share: { url: string; title: string; imageUrl: string; buttonTitle: string }): Promise<void> {
  const kakao = await loadKakaoSdk(config.sdkUrl);
  if (!kakao.isInitialized()) kakao.init(config.javascriptKey);
  const link = { mobileWebUrl: share.url, webUrl: share.url };
  kakao.Share.sendDefault({
    objectType: 'feed',
    content: { title: share.title, imageUrl: share.imageUrl, imageWidth: 1200, imageHeight: 630, link },
    buttons: [{ title: share.buttonTitle, link }],
  });
}
