/**
 * The enquiry (SPEC.md sections 3, 5 and 9): one schema that the contact form validates with
 * and the enquiry server validates the request with, so the two can never disagree. Pure zod,
 * no React, so the server can import it.
 */
import * as z from 'zod/mini';
import { isMalaysianMobile, longestMobileNumber, normalisedMobile } from './malaysianMobile';
import { programmes } from './programmes';

export const enquiryLimits = {
  name: 150,
  remark: 350,
  /** longest address mail servers accept (RFC 5321) */
  email: 254,
} as const;

export const enquiryTitles = ['Mr', 'Ms'] as const;
export type EnquiryTitle = (typeof enquiryTitles)[number];

export const contactPreferences = ['WhatsApp', 'Phone Call', 'Email'] as const;
export type ContactPreference = (typeof contactPreferences)[number];

/** The messages of SPEC.md section 5, word for word; the spec gives none for the choices. */
export const enquiryMessages = {
  classRequired: 'Please choose a class.',
  titleRequired: 'Please choose Mr or Ms.',
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be less than 150 characters long.',
  phoneRequired: 'Mobile number is required.',
  phoneInvalid: 'Invalid mobile number.',
  emailInvalid: 'Invalid email.',
  preferRequired: 'Please choose how we should contact you.',
  remarkTooLong: 'Comments / Questions must be less than 350 characters long.',
  honeypotFilled: 'This field must be left empty.',
  notText: 'Must be text.',
  unstorable: 'Please remove the invisible characters this field cannot hold.',
} as const;

/** NUL, or half of a surrogate pair: text no database keeps as sent (PostgreSQL refuses it). */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A string field: missing -> the field's own message, any other type -> 'Must be text.', text
 * the database cannot keep -> refused before anything else is checked.
 */
function text(missing: string) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? missing : enquiryMessages.notText),
    })
    .check(
      z.refine((value: string) => !unstorable.test(value), {
        error: enquiryMessages.unstorable,
        abort: true,
      }),
    );
}

const filled = (message: string) =>
  z.refine<string>((value) => value.trim() !== '', { error: message, abort: true });

const email = z.email();

/**
 * The fields of an enquiry. `website` is a honeypot: hidden from people, so only bots fill it.
 * Email and remark may be left out of a request; they are stored as empty text.
 */
export const enquirySchema = z.strictObject(
  {
    class: z.enum(programmes, { error: enquiryMessages.classRequired }),
    title: z.enum(enquiryTitles, { error: enquiryMessages.titleRequired }),
    name: text(enquiryMessages.nameRequired).check(
      filled(enquiryMessages.nameRequired),
      z.maxLength(enquiryLimits.name, enquiryMessages.nameTooLong),
    ),
    // capped: "012" + 6,000 dashes + "3456789" matches the pattern, and is no phone number
    phone: text(enquiryMessages.phoneRequired).check(
      z.trim(),
      filled(enquiryMessages.phoneRequired),
      z.maxLength(longestMobileNumber, { error: enquiryMessages.phoneInvalid, abort: true }),
      z.refine(isMalaysianMobile, enquiryMessages.phoneInvalid),
    ),
    email: z._default(
      text(enquiryMessages.emailInvalid).check(
        z.maxLength(enquiryLimits.email, { error: enquiryMessages.emailInvalid, abort: true }),
        z.refine(
          (value: string) => value === '' || email.safeParse(value).success,
          enquiryMessages.emailInvalid,
        ),
      ),
      '',
    ),
    prefer: z.enum(contactPreferences, { error: enquiryMessages.preferRequired }),
    remark: z._default(
      text(enquiryMessages.remarkTooLong).check(
        z.maxLength(enquiryLimits.remark, enquiryMessages.remarkTooLong),
      ),
      '',
    ),
    website: z.optional(z.literal('', { error: enquiryMessages.honeypotFilled })),
  },
  { error: unknownFields },
);

/** The request body: `{"data": {...}}` and nothing else. */
export const enquiryRequestSchema = z.strictObject(
  { data: enquirySchema },
  { error: (issue) => (issue.input === undefined ? 'data is required.' : unknownFields(issue)) },
);

function unknownFields(issue: { code?: string; keys?: readonly string[] }): string | undefined {
  return issue.code === 'unrecognized_keys' && issue.keys
    ? `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}.`
    : undefined;
}

/** What the form holds and a request carries. */
export type EnquiryInput = z.input<typeof enquirySchema>;
/** A valid enquiry, email and remark filled in. */
export type Enquiry = z.output<typeof enquirySchema>;
/** The fields the school reads and the database stores (the honeypot is not one of them). */
export type EnquiryFields = Omit<Enquiry, 'website'>;

/** The stored fields in the order of SPEC.md section 3. */
export const enquiryFields = [
  'class',
  'title',
  'name',
  'phone',
  'email',
  'prefer',
  'remark',
] as const satisfies readonly (keyof EnquiryFields)[];

/** True when a bot filled the honeypot: such a request is answered but never stored. */
export function isHoneypotFilled(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || !('website' in data)) return false;
  const { website } = data;
  return website !== undefined && website !== '';
}

/**
 * The enquiry without the honeypot, as stored and mailed: the phone normalised (+60…), so one
 * number is one text however it was typed (and the same enquiry typed twice is one).
 */
export function enquiryFieldsOf(enquiry: Enquiry): EnquiryFields {
  const { class: programme, title, name, phone, email: address, prefer, remark } = enquiry;
  return {
    class: programme,
    title,
    name,
    phone: normalisedMobile(phone),
    email: address,
    prefer,
    remark,
  };
}
