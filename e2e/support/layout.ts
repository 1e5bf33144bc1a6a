import type { Page } from 'playwright-core';

/**
 * Whether `word` (a pattern, so optional joiners can be allowed) inside the first element matching `selector` is
 * laid out on one line when the element is squeezed to 1 px. At that width every break opportunity is taken, so
 * the answer depends on the line-breaking rules alone, not on the fonts of the machine.
 */
export async function isKeptOnOneLine(page: Page, selector: string, word: RegExp): Promise<boolean> {
  return page.evaluate(
    ([selector, source, flags]) => {
      const element = document.querySelector<HTMLElement>(selector);
      if (!element) throw new Error(`no ${selector}`);
      element.style.width = '1px';
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const match = new RegExp(source, flags).exec(node.textContent ?? '');
        if (!match) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        element.style.width = '';
        return tops.size === 1;
      }
      throw new Error(`no ${source} in ${selector}`);
    },
    [selector, word.source, word.flags] as const,
  );
}

/** The left edges of two pieces of one text node, to tell their visual order (right-to-left reordering). */
export async function leftEdgesOf(page: Page, selector: string, first: string, second: string): Promise<[number, number]> {
  return page.evaluate(
    ([selector, first, second]) => {
      const node = document.querySelector(selector)?.firstChild;
      if (!node?.textContent) throw new Error(`no text in ${selector}`);
      const edge = (part: string, from: number) => {
        const start = node.textContent!.indexOf(part, from);
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + part.length);
        return { left: range.getBoundingClientRect().left, end: start + part.length };
      };
      const a = edge(first, 0);
      const b = edge(second, a.end);
      return [a.left, b.left] as [number, number];
    },
    [selector, first, second] as const,
  );
}

/** What `findLineBreakProblems` saw: words split across lines and lines starting with a mark, with their text around. */
export interface LineBreakProblems {
  splitWords: string[];
  lineStarts: string[];
  /** How many of each word and mark the texts held, so a check never passes on a page without them. */
  seen: Record<string, number>;
}

/**
 * Squeezes each text under `root` to 1 px, one element at a time, so that every break opportunity is taken, and
 * reads the lines off the text nodes (Range.getClientRects): which of `words` (matched with or without the
 * invisible word joiners) are split across lines, and which of `marks` start a line. Line breaking rules alone
 * decide at that width, not the fonts of the machine.
 */
export async function findLineBreakProblems(page: Page, root: string, words: readonly string[], marks: readonly string[]): Promise<LineBreakProblems> {
  return page.evaluate(
    ([root, words, marks]) => {
      const joiners = /[\u2060]/gu;
      const seen: Record<string, number> = Object.fromEntries([...words, ...marks].map((item) => [item, 0]));
      const splitWords: string[] = [];
      const lineStarts: string[] = [];
      const topOf = (node: Text, start: number, end: number) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        return [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top));
      };
      const container = document.querySelector(root);
      if (!container) throw new Error(`no ${root}`);
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if ((node.textContent ?? '').trim()) nodes.push(node as Text);
      for (const node of nodes) {
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, [aria-hidden="true"]') || node.parentElement.getClientRects().length === 0) continue;
        const saved = parent.getAttribute('style');
        parent.style.cssText += ';display:block;width:1px;min-width:1px;max-width:1px;white-space:normal;text-wrap:wrap;';
        for (const word of words) {
          const pattern = new RegExp([...word].join('\u2060?'), 'gu');
          for (const match of text.matchAll(pattern)) {
            seen[word] = (seen[word] ?? 0) + 1;
            if (new Set(topOf(node, match.index, match.index + match[0].length)).size > 1) splitWords.push(`${word} in ${text.replace(joiners, '').slice(0, 80)}`);
          }
        }
        for (const mark of marks) {
          for (let at = text.indexOf(mark); at > 0; at = text.indexOf(mark, at + 1)) {
            seen[mark] = (seen[mark] ?? 0) + 1;
            let before = at - 1;
            while (before > 0 && /[\s\u2060]/u.test(text[before]!)) before -= 1;
            const [markTop] = topOf(node, at, at + mark.length);
            const [beforeTop] = topOf(node, before, before + 1);
            if (markTop !== undefined && beforeTop !== undefined && markTop !== beforeTop) lineStarts.push(`${mark} in ${text.replace(joiners, '').slice(Math.max(0, at - 30), at + 30)}`);
          }
        }
        if (saved === null) parent.removeAttribute('style');
        else parent.setAttribute('style', saved);
      }
      return { splitWords, lineStarts, seen };
    },
    [root, words, marks] as const,
  );
}
