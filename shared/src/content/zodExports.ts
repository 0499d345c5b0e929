/**
 * The parts of zod/mini the site's content and enquiry schemas use, as one list. The federated
 * builds resolve `zod/mini` to this file and share it as a singleton, so the page downloads
 * these once, not once per remote. A schema that needs another zod function adds it here (the
 * build fails on a missing export rather than shipping a broken page).
 */
export {
  _default,
  array,
  boolean,
  check,
  email,
  enum,
  int,
  iso,
  literal,
  maxLength,
  minimum,
  minLength,
  number,
  object,
  optional,
  positive,
  record,
  refine,
  regex,
  strictObject,
  string,
  trim,
  union,
  url,
} from 'zod/v4/mini';
