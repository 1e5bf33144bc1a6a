import { GlobalFonts } from '@napi-rs/canvas';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { LanguageCode } from '../../domain/languages';

/**
 * The share cards draw with the same @fontsource Noto families the pages use. Each package is split into
 * unicode-range subsets (Korean, Japanese and Chinese into about a hundred files each); registering them all would
 * block the event loop for seconds, so a card registers only the subsets holding the characters it draws, once
 * per process. A visitor's name in another script than the page's still gets its glyphs.
 */
const textPackages = ['noto-sans', 'noto-sans-kr', 'noto-sans-jp', 'noto-sans-sc', 'noto-sans-thai', 'noto-sans-devanagari', 'noto-sans-arabic'] as const;
const emojiPackage = 'noto-color-emoji';
type FontPackage = (typeof textPackages)[number] | typeof emojiPackage;

/** Han characters look different in Korean, Japanese and Chinese: the page's own script font is tried first. */
const preferredPackage: Partial<Record<LanguageCode, FontPackage>> = {
  ko: 'noto-sans-kr',
  ja: 'noto-sans-jp',
  zh: 'noto-sans-sc',
  th: 'noto-sans-thai',
  hi: 'noto-sans-devanagari',
  ar: 'noto-sans-arabic',
};

export type CardFontWeight = 400 | 700;

interface FontSubset {
  name: string;
  ranges: [number, number][];
}

const require = createRequire(import.meta.url);
const subsetsByPackage = new Map<FontPackage, FontSubset[]>();
const registered = new Set<string>();

function packageDirectory(fontPackage: FontPackage): string {
  return dirname(require.resolve(`@fontsource/${fontPackage}/package.json`));
}

function parseRanges(unicodeRange: string): [number, number][] {
  return unicodeRange.split(',').map((part) => {
    const [start, end] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(start!, 16), parseInt(end ?? start!, 16)];
  });
}

function subsetsOf(fontPackage: FontPackage): FontSubset[] {
  let subsets = subsetsByPackage.get(fontPackage);
  if (!subsets) {
    const table = JSON.parse(readFileSync(join(packageDirectory(fontPackage), 'unicode.json'), 'utf8')) as Record<string, string>;
    // "[12]" names the file "…-12-700-normal.woff"; named subsets ("latin") keep their name.
    subsets = Object.entries(table).map(([name, ranges]) => ({ name: name.replace(/^\[(\d+)\]$/, '$1'), ranges: parseRanges(ranges) }));
    subsetsByPackage.set(fontPackage, subsets);
  }
  return subsets;
}

/**
 * Each subset file gets its own family name: Skia keeps one typeface per family and style, so subsets sharing a
 * name would hide each other's glyphs (an emoji then draws as nothing).
 */
function registerSubset(fontPackage: FontPackage, subset: string, weight: CardFontWeight): string {
  // The emoji font has one weight.
  const fileWeight = fontPackage === emojiPackage ? 400 : weight;
  const family = `Card ${fontPackage} ${subset} ${fileWeight}`;
  if (registered.has(family)) return family;
  // WOFF, not WOFF2: Skia draws the emoji font's colour glyphs from WOFF2 files as nothing.
  const file = join(packageDirectory(fontPackage), 'files', `${fontPackage}-${subset}-${fileWeight}-normal.woff`);
  if (!GlobalFonts.registerFromPath(file, family)) throw new Error(`share card: cannot load font ${file}`);
  registered.add(family);
  return family;
}

function packagesInOrder(language: LanguageCode): FontPackage[] {
  const preferred = preferredPackage[language];
  const text = preferred ? [preferred, ...textPackages.filter((name) => name !== preferred)] : [...textPackages];
  return [...text, emojiPackage];
}

/** Registers the subsets covering every character of `text` and returns the font list to draw it with. */
export function prepareCardFonts(text: string, language: LanguageCode, weight: CardFontWeight): string {
  const order = packagesInOrder(language);
  const families = new Map<string, number>();
  for (const character of new Set(text)) {
    const codePoint = character.codePointAt(0)!;
    if (codePoint <= 0x20) continue;
    // Pictographs (❤, ⭐) exist in some text fonts too, but the card wants them in colour.
    const candidates: FontPackage[] = /\p{Extended_Pictographic}/u.test(character) ? [emojiPackage, ...order] : order;
    for (const fontPackage of candidates) {
      const subset = subsetsOf(fontPackage).find(({ ranges }) => ranges.some(([start, end]) => codePoint >= start && codePoint <= end));
      if (subset) {
        families.set(registerSubset(fontPackage, subset.name, weight), order.indexOf(fontPackage));
        break;
      }
    }
  }
  // Families in the language's order of preference, so shared characters (Latin, Han) take the page's script font.
  return [...families].sort(([, first], [, second]) => first - second).map(([family]) => `"${family}"`).join(', ') || 'sans-serif';
}
