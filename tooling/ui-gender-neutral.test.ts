/**
 * The interface is written once for every reader (docs/style-guide.md): in Arabic, where a verb addressed to the
 * reader shows a gender, no button, hint or title speaks to the reader in the masculine (أرسل، جرّب، ابدأ) beside a
 * woman's result. Buttons are verbal nouns (إرسال الرابط، بدء الاختبار), hints impersonal (يُرجى…، يمكن…).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectTexts } from '../domain/text-scripts';
import { findMasculineInterfaceForms } from '../domain/quizzes/testing/gender-word-lists';

const arabicMessages = collectTexts(JSON.parse(readFileSync('app/i18n/messages/ar.json', 'utf8')));

describe('Arabic interface texts', () => {
  it('address nobody in the masculine, in every section', () => {
    const found = arabicMessages.flatMap(([key, text]) => {
      const forms = findMasculineInterfaceForms('ar', text);
      return forms.length > 0 ? [`${key}: ${forms.join(', ')}: ${text}`] : [];
    });
    expect(found).toEqual([]);
  });

  it.each([
    ['أرسل الرابط إلى أصدقائك', 'أرسل'],
    ['جرّب الاختبار أنت أيضًا', 'جرب'],
    ['ابدأ الاختبار', 'ابدأ'],
    ['اختر اللغة', 'اختر'],
    ['أعد الاختبار', 'أعد'],
    ['أضف تعليقًا على نتيجتك', 'أضف'],
    ['اضغط مطولًا على الصورة لحفظها', 'اضغط'],
    ['كن أول من يعلّق!', 'كن'],
    ['أيّ جانب منك ستكتشف اليوم؟', 'ستكتشف'],
  ])('catches the masculine imperative in «%s»', (text, form) => {
    expect(findMasculineInterfaceForms('ar', text)).toContain(form);
  });

  it.each(['إرسال الرابط إلى الأصدقاء', 'يُرجى المحاولة مرة أخرى بعد قليل.', 'يمكن فتحها من جديد بعد بضع ثوانٍ.', 'بدء الاختبار', 'إعادة الاختبار', 'تذكّر بالأيام الجميلة'])(
    'lets the neutral «%s» pass',
    (text) => {
      expect(findMasculineInterfaceForms('ar', text)).toEqual([]);
    },
  );
});
