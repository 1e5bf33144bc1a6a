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
