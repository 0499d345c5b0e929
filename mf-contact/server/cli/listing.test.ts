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
