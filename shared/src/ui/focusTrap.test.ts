import { focusablesIn, trapTabKey } from './focusTrap';

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

  it('takes Shift+Tab from the container itself to the last control', () => {
    const { box, byId, tab } = setUp();
    box.tabIndex = -1;
    box.focus();
    expect(tab(true).defaultPrevented).toBe(true);
    expect(byId('last')).toHaveFocus();
  });

  it('skips controls that are hidden, disabled or taken out of the tab order', () => {
    document.body.innerHTML = `
      <div id="box"><button id="first">first</button><div hidden><button>hidden</button></div>
      <button disabled>disabled</button><a href="/y" tabindex="-1">skipped</a></div>`;
    const box = document.getElementById('box') as HTMLElement;
    expect(focusablesIn(box).map((element) => element.id)).toEqual(['first']);
  });

  it('keeps focus where it is when there is nothing to move to', () => {
    document.body.innerHTML = '<div id="box" tabindex="-1"><p>Text only</p></div>';
    const box = document.getElementById('box') as HTMLElement;
    box.focus();
    const event = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true });
    trapTabKey(box, event);
    expect(event.defaultPrevented).toBe(true);
    expect(box).toHaveFocus();
  });
});
