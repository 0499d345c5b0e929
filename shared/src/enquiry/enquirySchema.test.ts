import {
  enquiryFieldsOf,
  enquiryMessages,
  enquiryRequestSchema,
  enquirySchema,
  isHoneypotFilled,
  type EnquiryInput,
} from './enquirySchema';
import { programmes } from './programmes';

const valid: EnquiryInput = {
  class: 'Piano',
  title: 'Mr',
  name: 'Tan Wei Ming',
  phone: '012-3456789',
  email: 'wei.ming@example.com',
  prefer: 'WhatsApp',
  remark: 'Weekend classes, please.',
};

/** What is stored of it: the phone normalised. */
const stored = { ...valid, phone: '+60123456789' };

/** The messages the schema gives for one field of an otherwise valid enquiry. */
function messagesFor(field: string, value: unknown): string[] {
  const result = enquirySchema.safeParse({ ...valid, [field]: value });
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

describe('enquirySchema', () => {
  it('accepts a complete enquiry as it is', () => {
    expect(enquirySchema.parse(valid)).toEqual(valid);
  });

  it('fills a missing email and remark with empty text', () => {
    const required = Object.fromEntries(
      Object.entries(valid).filter(([key]) => key !== 'email' && key !== 'remark'),
    );
    expect(enquirySchema.parse(required)).toEqual({ ...valid, email: '', remark: '' });
  });

  describe('name', () => {
    it.each([
      [149, []],
      [150, []],
      [151, [enquiryMessages.nameTooLong]],
    ])('%i characters -> %j', (length, messages) => {
      expect(messagesFor('name', 'n'.repeat(length))).toEqual(messages);
    });

    it('is required, blank or missing', () => {
      expect(messagesFor('name', '')).toEqual(['Name is required.']);
      expect(messagesFor('name', '   ')).toEqual(['Name is required.']);
      expect(messagesFor('name', undefined)).toEqual(['Name is required.']);
    });

    it('uses the words of the spec', () => {
      expect(enquiryMessages.nameTooLong).toBe('Name must be less than 150 characters long.');
    });
  });

  describe('remark', () => {
    it.each([
      [349, []],
      [350, []],
      [351, ['Comments / Questions must be less than 350 characters long.']],
    ])('%i characters -> %j', (length, messages) => {
      expect(messagesFor('remark', 'r'.repeat(length))).toEqual(messages);
    });

    it('may be empty', () => {
      expect(messagesFor('remark', '')).toEqual([]);
    });
  });

  describe('phone', () => {
    it('is required', () => {
      expect(messagesFor('phone', '')).toEqual(['Mobile number is required.']);
      expect(messagesFor('phone', undefined)).toEqual(['Mobile number is required.']);
    });

    it('must be a Malaysian mobile number', () => {
      expect(messagesFor('phone', '0153456789')).toEqual(['Invalid mobile number.']);
      expect(messagesFor('phone', '012345678')).toEqual(['Invalid mobile number.']);
      expect(messagesFor('phone', '+6011-23456789')).toEqual([]);
    });

    it('is capped at 20 characters, and stored normalised', () => {
      expect(messagesFor('phone', `012${'-'.repeat(6000)}3456789`)).toEqual([
        'Invalid mobile number.',
      ]);
      expect(messagesFor('phone', '012-------3456789')).toEqual([]);
      expect(messagesFor('phone', ' 012-3456789 ')).toEqual([]);
      const parsed = enquirySchema.parse({ ...valid, phone: ' +6012-3456789 ' });
      expect(enquiryFieldsOf(parsed).phone).toBe('+60123456789');
    });
  });

  describe('email', () => {
    it.each(['', 'a@b.co', 'wei.ming+music@example.com.my'])('accepts %j', (email) => {
      expect(messagesFor('email', email)).toEqual([]);
    });

    it.each(['wei', 'wei@', '@example.com', 'wei ming@example.com', 'wei@example'])(
      'rejects %j',
      (email) => {
        expect(messagesFor('email', email)).toEqual(['Invalid email.']);
      },
    );

    it('rejects an address longer than mail servers accept, with one message', () => {
      expect(messagesFor('email', `${'a'.repeat(250)}@example.com`)).toEqual(['Invalid email.']);
    });
  });

  describe('class, title and prefer', () => {
    it('requires a class', () => {
      expect(messagesFor('class', '')).toEqual([enquiryMessages.classRequired]);
      expect(messagesFor('class', undefined)).toEqual([enquiryMessages.classRequired]);
    });

    it('accepts only a programme the school offers, exactly as listed', () => {
      for (const programme of programmes) expect(messagesFor('class', programme)).toEqual([]);
      for (const other of ['Drums', 'piano', ' Piano', 'Piano\u0000', 'c'.repeat(101)]) {
        expect(messagesFor('class', other)).toEqual([enquiryMessages.classRequired]);
      }
    });

    it('accepts only Mr or Ms as title', () => {
      expect(messagesFor('title', 'Ms')).toEqual([]);
      expect(messagesFor('title', 'Dr')).toEqual([enquiryMessages.titleRequired]);
      expect(messagesFor('title', undefined)).toEqual([enquiryMessages.titleRequired]);
    });

    it('accepts only WhatsApp, Phone Call or Email as preference', () => {
      for (const prefer of ['WhatsApp', 'Phone Call', 'Email']) {
        expect(messagesFor('prefer', prefer)).toEqual([]);
      }
      expect(messagesFor('prefer', 'SMS')).toEqual([enquiryMessages.preferRequired]);
      expect(messagesFor('prefer', 'whatsapp')).toEqual([enquiryMessages.preferRequired]);
    });
  });

  it('says "Must be text." for a value of another type', () => {
    expect(messagesFor('name', 42)).toEqual(['Must be text.']);
    expect(messagesFor('phone', ['0123456789'])).toEqual(['Must be text.']);
    expect(messagesFor('remark', null)).toEqual(['Must be text.']);
  });

  describe('text no database can keep', () => {
    it.each([
      ['a NUL', 'Tan\u0000Wei'],
      ['a lone high surrogate', 'Tan\uD83DWei'],
      ['a lone low surrogate', 'Tan\uDE00Wei'],
      ['a high surrogate at the end', 'Tan\uD83D'],
      ['surrogates in the wrong order', '\uDE00\uD83D'],
    ])('refuses %s in every text field', (_vector, value) => {
      for (const field of ['name', 'phone', 'email', 'remark']) {
        expect(messagesFor(field, value)).toEqual([enquiryMessages.unstorable]);
      }
    });

    it('accepts a whole surrogate pair (an emoji)', () => {
      expect(messagesFor('name', 'Tan 🎹 Wei')).toEqual([]);
      expect(messagesFor('remark', '🎻🎸')).toEqual([]);
    });
  });

  it('rejects unknown fields, naming them', () => {
    const result = enquirySchema.safeParse({ ...valid, age: 12, school: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Unknown fields: age, school.',
    ]);
  });

  it('allows the honeypot only empty', () => {
    expect(messagesFor('website', '')).toEqual([]);
    expect(messagesFor('website', 'http://spam.example')).toEqual([enquiryMessages.honeypotFilled]);
  });
});

describe('enquiryRequestSchema', () => {
  it('wants exactly {"data": {...}}', () => {
    expect(enquiryRequestSchema.parse({ data: valid })).toEqual({ data: valid });
    expect(enquiryRequestSchema.safeParse(valid).success).toBe(false);
    const extra = enquiryRequestSchema.safeParse({ data: valid, captcha: 'x' });
    expect(extra.error?.issues.map((issue) => issue.message)).toEqual(['Unknown field: captcha.']);
    expect(enquiryRequestSchema.safeParse({}).error?.issues[0]?.path).toEqual(['data']);
  });
});

describe('isHoneypotFilled', () => {
  it('is true only for a non-empty website', () => {
    expect(isHoneypotFilled({ ...valid })).toBe(false);
    expect(isHoneypotFilled({ ...valid, website: '' })).toBe(false);
    expect(isHoneypotFilled({ ...valid, website: 'x' })).toBe(true);
    expect(isHoneypotFilled({ ...valid, website: 0 })).toBe(true);
    expect(isHoneypotFilled(null)).toBe(false);
    expect(isHoneypotFilled('website')).toBe(false);
  });
});

describe('enquiryFieldsOf', () => {
  it('drops the honeypot', () => {
    expect(enquiryFieldsOf(enquirySchema.parse({ ...valid, website: '' }))).toEqual(stored);
  });
});
