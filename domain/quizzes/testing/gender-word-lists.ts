import type { LanguageCode } from '../../languages';

/**
 * Word lists that catch a text addressing a woman in the masculine (decision 0033). They cannot read
 * grammar, so they look for the shapes that give it away: a masculine adjective after "you are" (es, fr), a
 * masculine imperative (ar), a masculine verb or adjective ending after आप (hi). A false alarm is fixed by
 * rewording or by adding the word to the exceptions here, with a reason.
 */

const letter = String.raw`[\p{L}\p{M}]`;
const notLetterBefore = String.raw`(?<![\p{L}\p{M}])`;
const notLetterAfter = String.raw`(?![\p{L}\p{M}])`;

// Words ending in -o that are not adjectives agreeing with "tú" (and every gerund: "estás pensando").
const spanishExceptions = new Set(['como', 'todo', 'algo', 'mucho', 'poco', 'tanto', 'pero', 'cuando', 'medio', 'demasiado', 'justo', 'junto', 'ritmo', 'centro', 'punto', 'foco', 'motivo']);
const isSpanishAgreement = (word: string) => !spanishExceptions.has(word.toLowerCase()) && !/ndo$/iu.test(word);
const spanishAfterYouAre = new RegExp(
  String.raw`${notLetterBefore}(?:eres|estás|te sientes|pareces|te ves|sé|seas|estés|te vuelves|te quedas|quedas|sentirte)\s+(?:(?:muy|tan|más|bastante|demasiado|súper|siempre|un poco|algo|re)\s+)?(${letter}+o)${notLetterAfter}`,
  'giu',
);
const spanishWords = /(?<![\p{L}\p{M}])(?:tú mismo|ti mismo|bienvenido|querido amigo)(?![\p{L}\p{M}])/giu;

const frenchMasculine = [
  'heureux', 'curieux', 'sérieux', 'généreux', 'chaleureux', 'joyeux', 'courageux', 'ambitieux', 'affectueux', 'amoureux', 'jaloux', 'nerveux',
  'peureux', 'silencieux', 'mystérieux', 'audacieux', 'consciencieux', 'anxieux', 'actif', 'créatif', 'attentif', 'sportif', 'impulsif', 'intuitif',
  'naïf', 'vif', 'expressif', 'compétitif', 'prêt', 'seul', 'fier', 'doux', 'franc', 'gentil', 'discret', 'patient', 'prudent', 'indépendant', 'spontané',
  'sûr', 'content', 'têtu', 'perdu', 'entouré', 'aimé', 'apprécié', 'blessé', 'fatigué', 'épuisé', 'motivé', 'passionné', 'occupé', 'organisé',
  'réservé', 'concentré', 'déterminé', 'attaché', 'vexé', 'touché', 'rassuré', 'coincé', 'débordé', 'dévoué', 'doué', 'ouvert', 'froid', 'distant',
  'bavard', 'lent', 'petit', 'grand', 'pressé', 'stressé', 'inquiet', 'ému', 'déçu', 'prêt', 'certain', 'convaincu', 'obligé', 'censé', 'capable de tout',
];
const frenchAfterYouAre = new RegExp(
  String.raw`${notLetterBefore}(?:tu es|t'es|t’es|tu restes|tu sembles|tu deviens|tu te sens|tu as l['’]air|es-tu|tu n['’]es pas|tu parais|sois|tu seras|tu étais|te sentir|(?<!l['’])être|reste|deviens)\s+(?:(?:très|si|plus|trop|un peu|vraiment|souvent|toujours|assez|super|pas|aussi|déjà|parfois)\s+)*(${frenchMasculine.join('|')})${notLetterAfter}`,
  'giu',
);

// Imperatives and address forms of the masculine; the feminine adds ي (كوني، تذكري، عزيزتي).
const arabicMasculine = [
  'كن', 'لا تخف', 'لا تتردد', 'لا تقلق', 'تذكر', 'اجعل', 'خذ', 'دع', 'جرب', 'ابدأ', 'حاول', 'اترك', 'انتبه', 'استمتع', 'ثق', 'اهتم', 'افعل', 'امنح', 'قل',
  'اسمح', 'تعلم', 'انطلق', 'اسأل', 'اطلب', 'ابحث', 'شارك', 'احتفظ', 'تحدث', 'اقترب', 'تقبل', 'عش', 'امض', 'استمع', 'اكتب', 'أعط', 'اعط', 'خصص', 'ارفع',
  'عزيزي', 'يا صديقي', 'لست وحدك',
  // Once found in the interface's buttons and hints, which now use verbal nouns (اختيار اللغة، حفظ).
  'أضف', 'اختر', 'اضغط', 'انسخ', 'احفظ', 'ادخل', 'افتح', 'اقرأ', 'ارجع',
];
/**
 * Masculine address that is also somebody else's verb in a story (أرسل "he sent" or "I send", اكتشف "he
 * discovered", ستكتشف "she will discover"): looked for only in the interface, whose short buttons, hints and titles
 * speak to the reader alone. There they are verbal nouns or impersonal (إرسال الرابط، يُرجى، يمكن).
 */
const arabicInterfaceMasculine = ['أرسل', 'أعد', 'اكتشف', 'انتظر', 'انتظرنا', 'قارن', 'تابع', 'أدخل', 'ستكتشف', 'لتشاركها', 'ستجد', 'تستطيع'];
const arabicMarks = /[\u064B-\u0652\u0670]/g;
// تذكّر ب... is "(it) reminds of", not the imperative "remember".
const arabicWords = new RegExp(String.raw`(?<![\p{L}\p{M}])[وف]?(${arabicMasculine.join('|')})(?![\p{L}\p{M}])(?!\s+ب)`, 'gu');
const arabicInterfaceWords = new RegExp(String.raw`(?<![\p{L}\p{M}])[وف]?(${arabicInterfaceMasculine.join('|')})(?![\p{L}\p{M}])`, 'gu');

// After आप (the subject, not आपको/आपका... nor the idiom अपने आप, "by itself"), the last word before हैं/थे/हो ending in -े/-ए is masculine (करते, अच्छे, गए).
const hindiExceptions = new Set(['से', 'के', 'पहले', 'जैसे', 'वैसे', 'ऐसे', 'कैसे', 'सामने', 'पीछे', 'आगे', 'नीचे', 'लिए', 'चाहिए', 'अपने', 'सबसे']);
// आप followed by a postposition (आप जैसा "like you", आपसे, आप पर) is not the subject either.
const hindiAfterAap = /(?<![\p{L}\p{M}])(?<!अपने[\s-])आप(?!\s+(?:जैसा|जैसी|जैसे|से|को|का|की|के|पर|में)(?![\p{L}\p{M}]))\s+(?:[^।,!?\n]*?\s)?([\p{L}\p{M}]+(?:े|ए))\s+(?:हैं|थे|होंगे|हो)(?![\p{L}\p{M}])/gu;

function matchesOf(text: string, pattern: RegExp, keep: (word: string) => boolean = () => true): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] ?? match[0]).filter(keep);
}

/** Masculine forms addressed to the reader in a text meant for a woman, or none. */
export function findMasculineForms(language: LanguageCode, text: string): string[] {
  switch (language) {
    case 'es':
      return [...matchesOf(text, spanishAfterYouAre, isSpanishAgreement), ...matchesOf(text, spanishWords)];
    case 'fr':
      return matchesOf(text, frenchAfterYouAre);
    case 'ar':
      return matchesOf(text.replace(arabicMarks, ''), arabicWords);
    case 'hi':
      return matchesOf(text, hindiAfterAap, (word) => !hindiExceptions.has(word));
    default:
      return [];
  }
}

/**
 * Masculine forms in an interface text, which every reader gets alike: those of the content and, in Arabic, the
 * imperatives and verbs that only address the reader where nobody else is spoken of.
 */
export function findMasculineInterfaceForms(language: LanguageCode, text: string): string[] {
  const forms = findMasculineForms(language, text);
  return language === 'ar' ? [...forms, ...matchesOf(text.replace(arabicMarks, ''), arabicInterfaceWords)] : forms;
}

/** Words that give a partner or crush a gender (the dating quiz never assumes it). */
export const partnerGenderWords: Record<LanguageCode, RegExp> = {
  ko: /남자친구|여자친구|남친|여친|그녀|그 남자|그 여자/u,
  en: /\b(?:boyfriend|girlfriend|he|she|him|his|her|hers|himself|herself)\b/iu,
  ja: /彼氏|彼女/u,
  zh: /男朋友|女朋友|男友|女友|她|(?<!其)他(?![们人])/u,
  es: /(?<![\p{L}\p{M}])(?:novio|novia|él|ella)(?![\p{L}\p{M}])/iu,
  fr: /(?<![\p{L}\p{M}])(?:petit ami|petite amie|copain|copine|mec|meuf)(?![\p{L}\p{M}])/iu,
  ar: /حبيبتك|خطيبتك|زوجتك|زوجك|خطيبك|فتاة أحلامك|فارس أحلامك/u,
  hi: /गर्लफ्रेंड|बॉयफ्रेंड|प्रेमिका|वह लड़का|वह लड़की/u,
  th: /แฟนหนุ่ม|แฟนสาว/u,
};
