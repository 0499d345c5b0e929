import { trapTabKey } from './focusTrap';

function setUp() {
  document.body.innerHTML = `
    <button id="outside">outside</button>
    <div id="box"><button id="first">first</button><a id="middle" href="/x">middle</a><button id="last">last</button></div>`;
  const box = document.getElementById('box') as HTMLElement;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  const tab = (shiftKey = false) => {
    const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
    trapTabKey(box, event);
    return event;
  };
  return { box, byId, tab };
}

describe('trapTabKey', () => {
  it('wraps Tab from the last control to the first', () => {
    const { byId, tab } = setUp();
    byId('last').focus();
    expect(tab().defaultPrevented).toBe(true);
    expect(byId('first')).toHaveFocus();
  });

  it('wraps Shift+Tab from the first control to the last', () => {
    const { byId, tab } = setUp();
    byId('first').focus();
    expect(tab(true).defaultPrevented).toBe(true);
    expect(byId('last')).toHaveFocus();
  });

  it('lets Tab move normally between controls inside', () => {
    const { byId, tab } = setUp();
    byId('first').focus();
    expect(tab().defaultPrevented).toBe(false);
    expect(byId('first')).toHaveFocus();
  });

  it('brings focus back inside when it is outside', () => {
    const { byId, tab } = setUp();
    byId('outside').focus();
    tab();
    expect(byId('first')).toHaveFocus();
  });

  it('ignores other keys', () => {
    const { box, byId } = setUp();
    byId('last').focus();
    const event = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true });
    trapTabKey(box, event);
    expect(event.defaultPrevented).toBe(false);
    expect(byId('last')).toHaveFocus();
  });
});
