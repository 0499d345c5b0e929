/** @jest-environment node */
import type { StoredEnquiry } from '../store/enquiryStore';
import { csvCell, enquiriesCsv } from './csv';

const enquiry: StoredEnquiry = {
  id: 'a1',
  receivedAt: '2026-03-01T02:30:00.000Z',
  class: 'Online Lesson',
  title: 'Ms',
  name: 'Siti, "Ti" Aminah',
  phone: '+60123456789',
  email: 'siti@example.com',
  prefer: 'Email',
  remark: 'Line one\nline two',
};

describe('csvCell', () => {
  it('quotes every cell, doubling quotes', () => {
    expect(csvCell('Piano')).toBe('"Piano"');
    expect(csvCell('')).toBe('""');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });

  it('keeps line breaks only where asked (the remark), else shows them', () => {
    expect(csvCell('a\nb', { keepLineBreaks: true })).toBe('"a\nb"');
    expect(csvCell('Tan\nMei')).toBe('"Tan\\nMei"');
  });

  it.each([
    ['=', '=HYPERLINK("http://x")'],
    ['= with a DDE payload', "=cmd|' /C calc'!A0"],
    ['+', '+601234'],
    ['-', '-1+1'],
    ['@', '@SUM(A1)'],
    ['tab', '\tx'],
    ['carriage return', '\rx'],
    ['spaces before =', '   =1+1'],
    ['a tab before =', '\t=1+1'],
    ['a line feed before =', '\n=1+1'],
    ['CR LF before +', '\r\n+1'],
    ['a no-break space before -', '\u00a0-1'],
    ['an ideographic space before @', '\u3000@SUM(A1)'],
    ['a zero-width space before =', '\u200b=1+1'],
    ['a BOM before =', '\ufeff=1+1'],
    ['a soft hyphen before =', '\u00ad=1+1'],
    ['a word joiner before +', '\u2060+1'],
    ['fullwidth ＝', '＝1+1'],
    ['fullwidth ＋', '＋1'],
    ['fullwidth －', '－1'],
    ['fullwidth ＠', '＠SUM(A1)'],
    ['spaces before fullwidth ＝', '  ＝1+1'],
  ])('defuses %s so a spreadsheet shows it as text', (_vector, value) => {
    expect(csvCell(value).startsWith(`"'`)).toBe(true);
  });

  it.each([
    ['a semicolon (a European spreadsheet splits there)', 'hello;=1+1', `"hello;'=1+1"`],
    ['a comma', 'a,+1', `"a,'+1"`],
    ['a pipe', 'a|@SUM(A1)', `"a|'@SUM(A1)"`],
    ['a tab', 'a\t-1', `"a\\t'-1"`],
    ['a line break of the remark', 'one\n=1+1', `"one\n'=1+1"`],
    ['a semicolon, spaces and a soft hyphen', 'x;  \u00ad=1', `"x;'  \\xad=1"`],
  ])('defuses a formula after %s', (_where, value, cell) => {
    expect(csvCell(value, { keepLineBreaks: true })).toBe(cell);
  });

  it('leaves text that merely contains those signs alone', () => {
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('Piano - weekends')).toBe('"Piano - weekends"');
    expect(csvCell('wei@example.com')).toBe('"wei@example.com"');
  });

  it('shows controls and invisible characters as escapes', () => {
    expect(csvCell('Tan\u001b[31m\u202e\u00ad')).toBe('"Tan\\x1b[31m\\u202e\\xad"');
    expect(csvCell('one\r\ntwo', { keepLineBreaks: true })).toBe('"one\ntwo"');
  });
});

describe('enquiriesCsv', () => {
  it('writes a BOM, the header and one row per enquiry with CRLF', () => {
    expect(enquiriesCsv([enquiry])).toBe(
      '\uFEFF"id","receivedAt","class","title","name","phone","email","prefer","remark"\r\n' +
        `"a1","2026-03-01T02:30:00.000Z","Online Lesson","Ms","Siti, ""Ti"" Aminah","'+60123456789","siti@example.com","Email","Line one\nline two"\r\n`,
    );
  });

  it('keeps line breaks in the remark only', () => {
    const csv = enquiriesCsv([{ ...enquiry, name: 'Siti\nAminah', remark: 'a\nb' }]);
    expect(csv).toContain('"Siti\\nAminah"');
    expect(csv).toContain('"a\nb"');
  });

  it('is just the header when there are none', () => {
    expect(enquiriesCsv([])).toBe(
      '\uFEFF"id","receivedAt","class","title","name","phone","email","prefer","remark"\r\n',
    );
  });
});
