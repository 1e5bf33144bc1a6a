/**
 * What a visitor does before the page wakes: on a slow phone the server's page is on screen
 * seconds before its code has run, and a name typed or a button tapped in that time was lost. A few hundred bytes
 * of inline script (below) note the typing and the taps from the first paint; `entry.client.tsx` stops the notes
 * the moment React takes over the page (React queues what happens while it hydrates), and once hydrated the root
 * layout calls `replay()`, which replays them in order through the page's own handlers. All of it travels in the
 * page's HTML, never in the first-load JavaScript (which has a budget), so it is written as plain script text.
 */

/** One thing done before the page woke: the element (which hydration keeps) and, for typing, its text. */
type EarlyInteraction =
  | { kind: 'input'; element: HTMLInputElement | HTMLTextAreaElement; value: string }
  | { kind: 'click'; element: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

interface EarlyInteractions {
  queue: EarlyInteraction[];
  /** Set when React starts hydrating: from then on React itself handles (and queues) events. */
  stopped: boolean;
  /** Replays the queue once the page is hydrated. */
  replay(): void;
}

declare global {
  interface Window {
    earlyInteractions?: EarlyInteractions;
  }
}

/**
 * The inline script, as the page sends it (its hash is allowed by the page's CSP like React Router's own inline
 * scripts). Buttons are noted on click; a form's submit is held back (it would reload the page) and noted; a link
 * needs nothing (the browser follows it). The replay:
 * - retypes only each field's last text, and empties the field first: React took the text on screen as already
 *   known when it hydrated, so an input event with the same text would change nothing;
 * - skips elements the page no longer shows;
 * - waits a task between events, so React renders what one changed before the next meets the page.
 */
export const earlyInteractionsScript = [
  '(function(){var s={queue:[],stopped:false};window.earlyInteractions=s;var d=document;',
  "d.addEventListener('input',function(e){var t=e.target;if(!s.stopped&&t&&(t.tagName==='INPUT'||t.tagName==='TEXTAREA'))s.queue.push({kind:'input',element:t,value:t.value})},true);",
  "d.addEventListener('click',function(e){var t=e.target&&e.target.closest&&e.target.closest('button');if(!s.stopped&&t&&t.type!=='submit')s.queue.push({kind:'click',element:t})},true);",
  "d.addEventListener('submit',function(e){if(s.stopped)return;e.preventDefault();s.queue.push({kind:'submit',form:e.target,submitter:e.submitter||null})},true);",
  's.replay=function(){var q=s.queue.splice(0),last=new Map(),i=0;',
  "q.forEach(function(x,n){if(x.kind==='input')last.set(x.element,n)});",
  'function next(){if(i>=q.length)return;var x=q[i],n=i++;',
  "if(x.kind==='input'){if(last.get(x.element)===n&&x.element.isConnected){var p=x.element.tagName==='TEXTAREA'?HTMLTextAreaElement.prototype:HTMLInputElement.prototype,set=Object.getOwnPropertyDescriptor(p,'value').set;",
  "['',x.value].forEach(function(v){set.call(x.element,v);x.element.dispatchEvent(new Event('input',{bubbles:true}))})}}",
  "else if(x.kind==='click'){if(x.element.isConnected)x.element.click()}",
  'else if(x.form.isConnected)x.form.requestSubmit(x.submitter&&x.submitter.form===x.form?x.submitter:undefined);',
  'setTimeout(next,0)}next()}})()',
].join('');
