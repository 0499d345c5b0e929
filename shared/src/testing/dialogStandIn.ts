/**
 * Test support, installed for every jsdom test by jest/setup.ts: jsdom has <dialog> but not its
 * modal methods. This stand-in opens and closes it and fires 'close' as browsers do; the
 * browser's own behaviour (inert page, top layer) is covered end to end.
 */
export function installDialogStandIn(): void {
  if (typeof HTMLDialogElement === 'undefined') return; // a test in the node environment
  const existing: Partial<HTMLDialogElement> = HTMLDialogElement.prototype;
  if (existing.showModal) return;
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
