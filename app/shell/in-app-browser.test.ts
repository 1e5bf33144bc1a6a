import { describe, expect, it } from 'vitest';
import { detectInAppBrowser } from './in-app-browser';

const android = 'Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.102 Mobile Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('detectInAppBrowser', () => {
  it.each([
    ['kakaotalk', `${iphone} KAKAOTALK 10.8.5`],
    ['kakaotalk', `${android};KAKAOTALK 2410350`],
    ['naver', `${iphone} NAVER(inapp; search; 2000; 12.9.1)`],
    ['line', `${iphone} Safari Line/14.16.0`],
    ['instagram', `${iphone} Instagram 352.0.0.17.98 (iPhone15,2; iOS 17_6; ko_KR; ko; scale=3.00; 1179x2556; 650503543)`],
    ['facebook', `${iphone} [FBAN/FBIOS;FBAV/485.0.0.44.109;FBBV/655371540;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS]`],
    ['wechat', `${iphone} MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN`],
    ['tiktok', `${iphone} musical_ly_36.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en BytedanceWebview/d8a21c6`],
    ['android-webview', android],
  ])('finds %s', (app, userAgent) => expect(detectInAppBrowser(userAgent)).toBe(app));

  it.each([
    ['Chrome on Android', 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36'],
    ['Safari on iPhone', `${iphone.replace('Mobile/15E148', 'Version/17.6 Mobile/15E148 Safari/604.1')}`],
    ['Samsung Internet', 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36'],
    ['Firefox on desktop', 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0'],
    ['a browser on a machine named Online', 'Mozilla/5.0 (X11; Linux x86_64) Online/1.0'],
  ])('leaves %s alone', (_name, userAgent) => expect(detectInAppBrowser(userAgent)).toBeNull());
});
