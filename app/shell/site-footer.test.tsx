import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '../../domain/languages';
import { findI18n } from '../i18n/create-i18n';
import { loadMessages } from '../i18n/messages.server';
import { SiteFooter, type ResultSource } from './site-footer';

/** "AI big data" and its renderings: no result of this site comes from one (decision D8). */
const bigDataClaims = /big[ -]?data|빅\s?데이터|ビッグデータ|大数据|บิ๊กดาต้า|ข้อมูลขนาดใหญ่|बिग डेटा|macrodatos|données massives|البيانات الضخمة/iu;

/** What each kind of result truly comes from, as each language says it (decision D8). */
const truthfulWords: Record<LanguageCode, Record<ResultSource, RegExp>> = {
  ko: { choice: /답.*채점 규칙/u, photo: /기기.*얼굴 비율/u },
  en: { choice: /answers.*rules/u, photo: /face proportions.*device/u },
  ja: { choice: /回答.*採点ルール/u, photo: /端末.*顔の比率/u },
  zh: { choice: /答案.*计分规则/u, photo: /设备.*面部比例/u },
  es: { choice: /respuestas.*reglas/u, photo: /proporciones del rostro.*dispositivo/u },
  th: { choice: /คำตอบ.*เกณฑ์ให้คะแนน/u, photo: /สัดส่วนใบหน้า.*อุปกรณ์/u },
  hi: { choice: /जवाबों.*नियमों/u, photo: /चेहरे के.*अनुपातों.*डिवाइस/u },
  fr: { choice: /réponses.*règles/u, photo: /proportions du visage.*appareil/u },
  ar: { choice: /الإجابات.*قواعد/u, photo: /نسب الوجه.*الجهاز/u },
};

const renderFooter = (language: LanguageCode, resultSource?: ResultSource) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={findI18n(language, loadMessages(language))}>
      <SiteFooter resultSource={resultSource} />
    </I18nextProvider>,
  );

// Without the invisible line-breaking marks the server adds (decision 0041).
const unescape = (html: string) => html.replaceAll('\u2060', '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
/** The footer's lines as text; the source line is the one marked with its kind. */
const linesOf = (html: string) => [...html.matchAll(/<p[^>]*>([^<]*)<\/p>/g)].map((match) => unescape(match[1]!));
const lineOf = (html: string) => {
  const found = /<p data-result-source="\w+">([^<]*)<\/p>/.exec(html);
  return found ? unescape(found[1]!) : null;
};

describe.each(languageCodes)('the footer in %s', (language) => {
  const { footer } = loadMessages(language);

  it('says under a question quiz that the answers were scored by the quiz’s own rules', () => {
    const line = lineOf(renderFooter(language, 'choice'));
    expect(line).toMatch(truthfulWords[language].choice);
    expect(line).not.toMatch(truthfulWords[language].photo);
    expect(line).not.toMatch(bigDataClaims);
  });

  it('says under a photo result that face proportions were measured on the device', () => {
    const line = lineOf(renderFooter(language, 'photo'));
    expect(line).toMatch(truthfulWords[language].photo);
    expect(line).not.toMatch(truthfulWords[language].choice);
    expect(line).not.toMatch(bigDataClaims);
  });

  it('keeps the disclaimer and the copyright on result pages, and says nothing of a source without a result', () => {
    for (const source of ['choice', 'photo'] as const) {
      expect(linesOf(renderFooter(language, source)).slice(1)).toEqual([footer.disclaimer, footer.copyright].map(unescape));
    }
    const plain = renderFooter(language);
    expect(lineOf(plain)).toBeNull();
    expect(linesOf(plain)).toEqual([unescape(footer.disclaimer)]);
  });

  it('claims no "AI big data" anywhere in the interface', () => {
    expect(JSON.stringify(loadMessages(language))).not.toMatch(bigDataClaims);
  });
});
