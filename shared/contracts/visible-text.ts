/**
 * What renders as nothing: spaces, zero-width and default-ignorable characters (U+200B, the Hangul fillers
 * U+3164 and U+115F, variation selectors, tags) and the blank braille pattern U+2800. Zod-free, so the forms
 * can treat such a name as empty without bundling the schemas.
 */
const invisibleCharacters = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/gu;

// With the u flag a surrogate only matches when it is not half of a pair: ill-formed UTF-16 that a database
// would store differently from what the reply echoed.
const loneSurrogate = /[\uD800-\uDFFF]/u;

export function hasVisibleCharacters(value: string): boolean {
  return value.replace(invisibleCharacters, '').length > 0;
}

export function isWellFormedText(value: string): boolean {
  return !loneSurrogate.test(value);
}

/** The trimmed text when the server would take it as a name or comment, else '' (the form then asks for one). */
export function acceptableTextOrEmpty(value: string): string {
  const trimmed = value.trim();
  return hasVisibleCharacters(trimmed) && isWellFormedText(trimmed) ? trimmed : '';
}
