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
  it('leaves plain text alone', () => {
    expect(csvCell('Piano')).toBe('Piano');
    expect(csvCell('')).toBe('');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
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
    ['fullwidth ＝', '＝1+1'],
    ['fullwidth ＋', '＋1'],
    ['fullwidth －', '－1'],
    ['fullwidth ＠', '＠SUM(A1)'],
    ['spaces before fullwidth ＝', '  ＝1+1'],
  ])('defuses %s so a spreadsheet shows it as text', (_vector, value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('leaves text that merely contains those signs alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Piano - weekends')).toBe('Piano - weekends');
    expect(csvCell('wei@example.com')).toBe('wei@example.com');
  });

  it('shows controls as escapes and keeps line breaks inside the quotes', () => {
    expect(csvCell('Tan\u001b[31m\u202e')).toBe('Tan\\x1b[31m\\u202e');
    expect(csvCell('one\r\ntwo')).toBe('"one\ntwo"');
  });
});

describe('enquiriesCsv', () => {
  it('writes a BOM, the header and one row per enquiry with CRLF', () => {
    expect(enquiriesCsv([enquiry])).toBe(
      '\uFEFFid,receivedAt,class,title,name,phone,email,prefer,remark\r\n' +
        `a1,2026-03-01T02:30:00.000Z,Online Lesson,Ms,"Siti, ""Ti"" Aminah",'+60123456789,siti@example.com,Email,"Line one\nline two"\r\n`,
    );
  });

  it('is just the header when there are none', () => {
    expect(enquiriesCsv([])).toBe(
      '\uFEFFid,receivedAt,class,title,name,phone,email,prefer,remark\r\n',
    );
  });
});
