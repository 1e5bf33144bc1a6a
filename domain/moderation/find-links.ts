/**
 * Whether a text carries a way to reach someone elsewhere: an address (https://…, www.…, example.com), an invite to
 * a messenger (t.me/…, wa.me/…, open.kakao.com, discord.gg/…, line.me/…) or a messenger handle ("@handle", "텔레
 * 그램 abc123", "line id: …"). Comments and names are refused with them (decision 0045): under a viral result they are
 * spam first. Written-out and spaced dots ("example dot com", "example 。com", "example . com") count as dots.
 */

/** Top-level domains spam uses, and the country codes of the site's languages; a word like "Mr.Kim" is no address. */
const topLevelDomains = [
  'com', 'net', 'org', 'info', 'biz', 'io', 'co', 'me', 'ly', 'gg', 'tv', 'xyz', 'top', 'site', 'online', 'shop', 'store', 'club',
  'live', 'app', 'dev', 'link', 'click', 'vip', 'bet', 'win', 'fun', 'icu', 'cc', 'ws', 'pw', 'to', 'su', 'ru',
  'kr', 'jp', 'cn', 'tw', 'hk', 'th', 'us', 'uk', 'fr', 'es', 'mx', 'ar', 'sa', 'ae', 'eg', 'de', 'br', 'vn', 'id', 'ph', 'sg',
];
const domainPattern = new RegExp(`(?:^|[^\\p{L}\\p{N}_-])[\\p{L}\\p{N}][\\p{L}\\p{N}-]*\\.(?:[\\p{L}\\p{N}-]+\\.)*(?:${topLevelDomains.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
const schemePattern = /(?:https?|hxxps?|ftp):\/\/|\bwww\./i;
/** Messenger names followed by an id, in the site's languages and how people shorten them. */
const messengerPattern =
  /\b(?:telegram|tele|tg|kakao(?:talk)?|kakao ?id|kt ?id|line ?id|wechat|weixin|whatsapp|wa|snap(?:chat)?|insta(?:gram)?|ig|discord|signal|viber|zalo)\s*(?:id)?\s*[:：]?\s*@?[a-z0-9_.-]{4,}|(?:텔레그램|텔레|카톡|카카오톡|오픈채팅|라인|위챗|微信|加微|薇信|vx|テレグラム|カカオ|ライン|ไลน์|ไอดีไลน์|टेलीग्राम|واتساب|تيليجرام|تلغرام)\s*(?:id|아이디|号|ID|ไอดี)?\s*[:：]?\s*@?[a-z0-9_.-]{4,}/iu;
/** "@handle": a name after @ as social networks write it (an e-mail address is caught as a domain). */
const handlePattern = /(?:^|[^\p{L}\p{N}_.])@[a-z0-9_.]{3,}/iu;

/** The text with its written-out and full-width dots as dots, and spaces around dots dropped. */
function normalizeDots(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\s*(?:\(dot\)|\[dot\]|\{dot\}|\bdot\b|。|｡|·|•)\s*/giu, '.')
    // "spam . com" is a dot; "so true. me too" ends a sentence.
    .replace(/\s+\.\s+/gu, '.');
}

export function containsLink(text: string): boolean {
  const dotted = normalizeDots(text);
  return schemePattern.test(dotted) || domainPattern.test(dotted) || messengerPattern.test(text.normalize('NFKC')) || handlePattern.test(text.normalize('NFKC'));
}
