/** @jest-environment node */
import { showControls, terminalJson } from './visibleControls';

describe('showControls', () => {
  it.each([
    ['an ANSI colour', 'Ali\u001b[31mRED', 'Ali\\x1b[31mRED'],
    ['screen clearing', '\u001b[2J\u001b[HHacked', '\\x1b[2J\\x1b[HHacked'],
    [
      'an OSC 8 hyperlink',
      '\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007',
      '\\x1b]8;;https://evil.example\\x07click\\x1b]8;;\\x07',
    ],
    ['an OSC title change ended by ST', '\u001b]0;pwned\u001b\\', '\\x1b]0;pwned\\x1b\\'],
    ['a C1 CSI', 'a\u009b31mb', 'a\\x9b31mb'],
    ['a C1 OSC', 'a\u009d0;t\u009c', 'a\\x9d0;t\\x9c'],
    ['a carriage return overwriting the line', 'Tan\rOK  ', 'Tan\\rOK  '],
    ['a line feed faking a new record', 'Tan\n2026-03-01 fake', 'Tan\\n2026-03-01 fake'],
    ['a backspace', 'abc\b\b\bxyz', 'abc\\x08\\x08\\x08xyz'],
    ['DEL', 'a\u007fb', 'a\\x7fb'],
    ['NUL', 'a\u0000b', 'a\\x00b'],
    ['a tab', 'a\tb', 'a\\tb'],
    ['RLO (right-to-left override)', 'abc\u202edcb', 'abc\\u202edcb'],
    ['LRE, RLE, PDF, LRO', '\u202a\u202b\u202c\u202d', '\\u202a\\u202b\\u202c\\u202d'],
    ['the isolates', '\u2066\u2067\u2068\u2069', '\\u2066\\u2067\\u2068\\u2069'],
    ['the marks', '\u200e\u200f\u061c', '\\u200e\\u200f\\u061c'],
    ['line and paragraph separators', 'a\u2028b\u2029c', 'a\\u2028b\\u2029c'],
    ['a soft hyphen', 'Tan\u00adMei', 'Tan\\xadMei'],
    ['zero-width characters', 'a\u200bb\u200cc\u200dd\u2060e', 'a\\u200bb\\u200cc\\u200dd\\u2060e'],
    ['a BOM', '\ufeffTan', '\\ufeffTan'],
    ['an invisible times', 'a\u2062b', 'a\\u2062b'],
    ['a tag character', 'a\u{e0041}b', 'a\\u{e0041}b'],
  ])('shows %s', (_vector, input, shown) => {
    expect(showControls(input)).toBe(shown);
  });

  it('leaves ordinary text in any script alone', () => {
    const text = 'Nurul Aisyah — 王小明, Ñandú, مرحبا, emoji 🎹 "quotes" \\ backslash';
    expect(showControls(text)).toBe(text);
  });

  it('can keep line breaks, as one \\n, escaping everything else', () => {
    expect(showControls('one\r\ntwo\nthree\rfour\u001b[0m', { keepLineBreaks: true })).toBe(
      'one\ntwo\nthree\\rfour\\x1b[0m',
    );
  });
});

describe('terminalJson', () => {
  it('escapes every control and reads back as the same text', () => {
    const value = { name: 'a\u001b[2J\u009b\u202e\u2066b' };
    const json = terminalJson(value);
    // only the indentation's line breaks are left
    expect(json.replaceAll('\n', '')).not.toMatch(
      // eslint-disable-next-line no-control-regex -- finding controls is the point
      /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u,
    );
    expect(json.replace(/\s/g, '')).toContain('a\\u001b[2J\\u009b\\u202e\\u2066b');
    expect(JSON.parse(json)).toEqual(value);
  });
});
