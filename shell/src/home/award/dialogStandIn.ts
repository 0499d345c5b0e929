/**
 * Test support: jsdom has <dialog> but not its modal methods. This stand-in opens and closes
 * it and fires 'close' as browsers do; the browser's own behaviour (inert page, Escape) is
 * covered end to end.
 */
export function installDialogStandIn(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
