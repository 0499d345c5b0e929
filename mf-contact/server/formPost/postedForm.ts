import {
  enquiryFields,
  enquirySchema,
  formFieldNames,
  type Enquiry,
  type EnquiryFields,
} from '@harmoni/shared/enquiry';

type EnquiryField = (typeof enquiryFields)[number];

/** What the visitor typed, as text, to draw the form again. */
export type PostedValues = Record<EnquiryField, string>;
export type FieldErrors = Partial<Record<EnquiryField, string>>;

/** A form post's body: the enquiry's fields (and the honeypot), plus the hidden token. */
export interface PostedForm {
  /** every posted field but the hidden one, as the schema checks them */
  fields: Record<string, string>;
  values: PostedValues;
  token?: string;
}

export function postedForm(body: unknown): PostedForm {
  const posted: Record<string, string> = {};
  if (typeof body === 'object' && body !== null) {
    for (const [name, value] of Object.entries(body)) {
      if (typeof value === 'string') posted[name] = value;
    }
  }
  const { [formFieldNames.token]: token, ...fields } = posted;
  const values = Object.fromEntries(
    enquiryFields.map((field) => [field, fields[field] ?? '']),
  ) as PostedValues;
  return { fields, values, token };
}

export type Checked =
  { valid: true; enquiry: Enquiry } | { valid: false; errors: FieldErrors; other: string[] };

/**
 * The shared schema's verdict: each field's first message, and the messages that name no field
 * (unknown fields).
 */
export function checkPosted(fields: Record<string, string>): Checked {
  const parsed = enquirySchema.safeParse(fields);
  if (parsed.success) return { valid: true, enquiry: parsed.data };
  const errors: FieldErrors = {};
  const other: string[] = [];
  for (const issue of parsed.error.issues) {
    const field = enquiryFields.find((name) => name === issue.path[0]);
    if (field === undefined) other.push(issue.message);
    else errors[field] ??= issue.message;
  }
  return { valid: false, errors, other };
}

export type { EnquiryFields };
