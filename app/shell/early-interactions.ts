/**
 * What a visitor does before the page wakes (issue 26, items 1-2): on a slow phone the server's page is on screen
 * seconds before its code has run, and a name typed or a button tapped in that time was lost. A few bytes of
 * inline script (below) note the typing and the taps from the first paint; `entry.client.tsx` stops the notes the
 * moment React takes over the page (React queues what happens while it hydrates), and once hydrated the root
 * layout replays them, in order, through the page's own handlers.
 */

/** One thing done before the page woke: the element (which hydration keeps) and, for typing, its text. */
type EarlyInteraction = { kind: 'input'; element: HTMLInputElement | HTMLTextAreaElement; value: string } | { kind: 'click'; element: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

interface EarlyInteractions {
  queue: EarlyInteraction[];
  /** Set when React starts hydrating: from then on React itself handles (and queues) events. */
  stopped: boolean;
}

declare global {
  interface Window {
    earlyInteractions?: EarlyInteractions;
  }
}

/**
 * The inline script, as the page sends it (its hash is allowed by the page's CSP like React Router's own inline
 * scripts). Buttons are noted on click; a form's submit is held back (it would reload the page) and noted; a link
 * needs nothing (the browser follows it).
 */
export const earlyInteractionsScript =
  "(function(){var s={queue:[],stopped:false};window.earlyInteractions=s;var d=document;" +
  "d.addEventListener('input',function(e){var t=e.target;if(!s.stopped&&t&&(t.tagName==='INPUT'||t.tagName==='TEXTAREA'))s.queue.push({kind:'input',element:t,value:t.value})},true);" +
  "d.addEventListener('click',function(e){var t=e.target&&e.target.closest&&e.target.closest('button');if(!s.stopped&&t&&t.type!=='submit')s.queue.push({kind:'click',element:t})},true);" +
  "d.addEventListener('submit',function(e){if(s.stopped)return;e.preventDefault();s.queue.push({kind:'submit',form:e.target,submitter:e.submitter||null})},true)})()";

/** Called by the client entry just before React hydrates the document. */
export function stopNotingEarlyInteractions(): void {
  if (window.earlyInteractions) window.earlyInteractions.stopped = true;
}

/**
 * The same text, set the way a person's typing sets it, so React's onChange sees it. React took the field's text
 * as already known when it hydrated (the text was on screen), so an input event with the same text would change
 * nothing: the field is emptied first, then given the text, each with its event.
 */
function retype(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  for (const text of ['', value]) {
    setValue?.call(element, text);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Lets React render what the last replayed event changed, so the next one meets the page as a person would. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Replays, in order, what was done before the page woke, once it has (the root layout's effect). Only the last
 * text of each field is retyped; elements the page no longer shows are skipped.
 */
export async function replayEarlyInteractions(): Promise<void> {
  const noted = window.earlyInteractions;
  if (!noted) return;
  const queue = noted.queue.splice(0);
  const lastTyping = new Map<Element, number>();
  queue.forEach((item, index) => item.kind === 'input' && lastTyping.set(item.element, index));
  for (const [index, item] of queue.entries()) {
    if (item.kind === 'input') {
      if (lastTyping.get(item.element) !== index || !item.element.isConnected) continue;
      retype(item.element, item.value);
    } else if (item.kind === 'click') {
      if (!item.element.isConnected) continue;
      item.element.click();
    } else {
      if (!item.form.isConnected) continue;
      item.form.requestSubmit(item.submitter instanceof HTMLButtonElement && item.submitter.form === item.form ? item.submitter : undefined);
    }
    await nextTask();
  }
}
