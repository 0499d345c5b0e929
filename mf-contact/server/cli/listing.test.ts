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
  it('shows each enquiry as a short block, its e-mail state, and counts them', () => {
    const sent = { state: 'sent', attempts: 1, sentAt: '2026-03-01T02:31:00.000Z' } as const;
    expect(
      enquiryListing(
        [
          { ...enquiry, notification: sent },
          { ...enquiry, id: 'b2', remark: '' },
        ],
        'data/e.sqlite',
      ),
    ).toBe(
      [
        '2026-03-01 02:30 UTC  Piano  Mr Tan Ah Kow',
        '  mobile 0123456789  ·  email -  ·  prefers WhatsApp',
        '  "Evening classes?"',
        '  e-mail: sent 2026-03-01 02:31 UTC',
        '  id a1',
        '',
        '2026-03-01 02:30 UTC  Piano  Mr Tan Ah Kow',
        '  mobile 0123456789  ·  email -  ·  prefers WhatsApp',
        '  e-mail: none (no mail server was set up when it arrived)',
        '  id b2',
        '',
        '2 enquiries (data/e.sqlite). E-mails: 1 sent, 0 waiting, 0 failed.',
      ].join('\n'),
    );
  });

  it.each([
    [{ state: 'pending', attempts: 0 }, 'e-mail: waiting to be sent'],
    [
      {
        state: 'pending',
        attempts: 3,
        lastError: 'ESOCKET',
        nextAttemptAt: '2026-03-01T02:40:00.000Z',
      },
      'e-mail: waiting, 3 tries failed (ESOCKET), next try 2026-03-01 02:40 UTC',
    ],
    [
      { state: 'failed', attempts: 100, lastError: 'EAUTH' },
      'e-mail: FAILED after 100 tries (EAUTH); read it here',
    ],
  ] as const)('tells the school what became of its e-mail: %j', (notification, line) => {
    expect(enquiryListing([{ ...enquiry, notification }], 'test')).toContain(`  ${line}\n`);
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
    ['name', 'Tan\u200bAh\u00adKow\ufeff', 'Tan\\u200bAh\\xadKow\\ufeff'],
  ] as const)('shows controls in the %s as escapes', (field, value, shown) => {
    const listing = enquiryListing([{ ...enquiry, [field]: value }], 'test');
    expect(listing).toContain(shown);
    // eslint-disable-next-line no-control-regex -- finding controls is the point
    expect(listing).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\p{Cf}]/u);
  });
});
