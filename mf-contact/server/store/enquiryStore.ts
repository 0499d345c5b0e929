import type { EnquiryFields, enquiryFields } from '@harmoni/shared/enquiry';

/**
 * The fields as a row holds them: plain text, since rows saved before a rule was tightened
 * (a class that is no longer offered) are still read back.
 */
export type StoredFields = Record<(typeof enquiryFields)[number], string>;

/** An enquiry as the school reads it: the visitor's fields plus our id and server time. */
export interface StoredEnquiry extends StoredFields {
  id: string;
  /** ISO 8601, UTC, set by the database when the row is written */
  receivedAt: string;
}

/** Where enquiries are kept. `save` resolves only once the row is committed. */
export interface EnquiryStore {
  readonly kind: 'SQLite' | 'PostgreSQL';
  /**
   * With an idempotency key already stored, nothing is written and the enquiry saved under it
   * first comes back (its id, not `id`): a repeat gets the original answer.
   */
  save(id: string, enquiry: EnquiryFields, idempotencyKey?: string): Promise<StoredEnquiry>;
  /** the enquiry saved under this idempotency key, if any */
  findByIdempotencyKey(idempotencyKey: string): Promise<StoredEnquiry | undefined>;
  /** oldest first */
  list(): Promise<StoredEnquiry[]>;
  /** throws when the database cannot answer (the health check) */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** The column list, in SPEC.md order, shared by both databases' statements. */
export const enquiryColumns = 'id, received_at, class, title, name, phone, email, prefer, remark';
