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

  it.each(['=HYPERLINK("http://x")', '+601234', '-1', '@SUM(A1)', '\tx', '\rx'])(
    'defuses %j so a spreadsheet shows it as text',
    (value) => {
      expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );
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
