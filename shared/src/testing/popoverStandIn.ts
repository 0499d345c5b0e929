/**
 * Test support, installed for every jsdom test by jest/setup.ts: jsdom has no popover API.
 * This stand-in shows and hides an element with the `popover` attribute (hidden from the
 * accessibility tree while closed, as a browser's own style does), fires 'beforetoggle' and
 * 'toggle' with newState/oldState, and lets a `popovertarget` button toggle its popover on a
 * click nobody cancelled. Light dismiss and the top layer are covered end to end.
 */
const openMark = 'data-popover-open';

function toggleEvent(type: 'beforetoggle' | 'toggle', opening: boolean): Event {
  const event = new Event(type, { cancelable: type === 'beforetoggle' });
  Object.assign(event, {
    newState: opening ? 'open' : 'closed',
    oldState: opening ? 'closed' : 'open',
  });
  return event;
}

function setOpen(element: HTMLElement, opening: boolean): void {
  if (element.hasAttribute(openMark) === opening) return;
  if (!element.dispatchEvent(toggleEvent('beforetoggle', opening)) && opening) return;
  element.toggleAttribute(openMark, opening);
  element.dispatchEvent(toggleEvent('toggle', opening));
}

export function installPopoverStandIn(): void {
  if (typeof HTMLElement === 'undefined') return; // a test in the node environment
  const existing: Partial<HTMLElement> = HTMLElement.prototype;
  if (existing.showPopover) return;
  HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
    setOpen(this, true);
  };
  HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
    setOpen(this, false);
  };
  HTMLElement.prototype.togglePopover = function togglePopover(this: HTMLElement) {
    setOpen(this, !this.hasAttribute(openMark));
    return this.hasAttribute(openMark);
  };
  const style = document.createElement('style');
  style.textContent = `[popover]:not([${openMark}]) { display: none; }`;
  document.head.append(style);
  // After React's own listeners (they sit on the root, inside the document), as the browser's
  // activation behaviour comes after the click's dispatch.
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const invoker = event.target.closest('button[popovertarget]');
    const id = invoker?.getAttribute('popovertarget');
    const target = id ? document.getElementById(id) : null;
    if (target?.hasAttribute('popover')) target.togglePopover();
  });
}

/** Whether a popover is showing: the browser's :popover-open, or the stand-in's mark. */
export function popoverShowing(element: Element): boolean {
  return element.hasAttribute(openMark);
}
