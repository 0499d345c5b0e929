/** @jest-environment node */
import type { StoredEnquiry } from '../store/enquiryStore';
import { enquiryListing } from './listing';

const enquiry: StoredEnquiry = {
  id: 'a1',
  receivedAt: '2026-03-01T02:30:45.123Z',
  class: 'Piano',
  title: 'Mr',
  name: 'Tan Ah Kow',
  phone: '0123456789',
  email: '',
  prefer: 'WhatsApp',
  remark: 'Evening\nclasses?',
};

describe('enquiryListing', () => {
  it('shows each enquiry as a short block and counts them', () => {
    expect(enquiryListing([enquiry, { ...enquiry, id: 'b2', remark: '' }], 'data/e.sqlite')).toBe(
      [
        '2026-03-01 02:30 UTC  Piano  Mr Tan Ah Kow',
        '  mobile 0123456789  ·  email -  ·  prefers WhatsApp',
        '  "Evening classes?"',
        '  id a1',
        '',
        '2026-03-01 02:30 UTC  Piano  Mr Tan Ah Kow',
        '  mobile 0123456789  ·  email -  ·  prefers WhatsApp',
        '  id b2',
        '',
        '2 enquiries (data/e.sqlite).',
      ].join('\n'),
    );
  });

  it('says so when there are none', () => {
    expect(enquiryListing([], 'PostgreSQL')).toBe('No enquiries yet (PostgreSQL).');
  });
});

describe('enquiryListing with hostile text', () => {
  it.each([
    ['name', 'Tan\u001b[2J\u001b[H', 'Tan\\x1b[2J\\x1b[H'],
    ['name', 'Tan\rFAKE', 'Tan\\rFAKE'],
    [
      'name',
      'Tan\n2026-01-01 00:00 UTC  Piano  Mr Fake',
      'Tan\\n2026-01-01 00:00 UTC  Piano  Mr Fake',
    ],
    [
      'remark',
      '\u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007',
      '\\x1b]8;;https://evil.example\\x07link\\x1b]8;;\\x07',
    ],
    ['remark', 'abc\u202eexe.txt', 'abc\\u202eexe.txt'],
    ['email', 'a\u009b2Jb@example.com', 'a\\x9b2Jb@example.com'],
  ] as const)('shows controls in the %s as escapes', (field, value, shown) => {
    const listing = enquiryListing([{ ...enquiry, [field]: value }], 'test');
    expect(listing).toContain(shown);
    // eslint-disable-next-line no-control-regex -- finding controls is the point
    expect(listing).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
  });
});
