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

/**
 * The school's e-mail about an enquiry (the outbox, migration 4): `pending` until the mail
 * server takes it (retried with backoff), then `sent`; `failed` once the tries are used up.
 */
export type NotificationState = 'pending' | 'sent' | 'failed';

export interface NotificationStatus {
  state: NotificationState;
  /** tries made so far */
  attempts: number;
  /** the last failure's code (never its message, which may quote addresses) */
  lastError?: string;
  /** ISO 8601: the next try (pending) or when it was sent */
  nextAttemptAt?: string;
  sentAt?: string;
}

/** An enquiry with its e-mail's state; none when no e-mail was set up when it arrived. */
export interface ListedEnquiry extends StoredEnquiry {
  notification?: NotificationStatus;
}

/** A notification a worker has claimed: its enquiry, and the how-manieth try this is. */
export interface ClaimedNotification {
  enquiry: StoredEnquiry;
  attempt: number;
}

/**
 * A form posted without JavaScript, kept for the page it is redirected to (Post/Redirect/Get):
 * the visitor's values, readable only by the browser that posted them, for an hour.
 */
export interface FormDraft {
  id: string;
  /** the posting browser's id (a signed cookie) */
  browser: string;
  /** every field posted but the token, unknown ones too (the page names them) */
  fields: Record<string, string>;
}

/** How long a form's draft is kept for its page. */
export const draftLifetimeMs = 60 * 60 * 1000;

export interface SaveOptions {
  /** also record the school's e-mail in the outbox, in the same transaction */
  notify?: boolean;
}

/** Where enquiries are kept. `save` resolves only once the row is committed. */
export interface EnquiryStore {
  readonly kind: 'SQLite' | 'PostgreSQL';
  /**
   * With an idempotency key already stored, nothing is written and the enquiry saved under it
   * first comes back (its id, not `id`): a repeat gets the original answer.
   */
  save(
    id: string,
    enquiry: EnquiryFields,
    idempotencyKey?: string,
    options?: SaveOptions,
  ): Promise<StoredEnquiry>;
  /** the enquiry saved under this idempotency key, if any */
  findByIdempotencyKey(idempotencyKey: string): Promise<StoredEnquiry | undefined>;
  /** oldest first, each with its e-mail's state */
  list(): Promise<ListedEnquiry[]>;

  /**
   * Claims up to `limit` notifications that are due, for `leaseMs`: no other worker (another
   * instance on the same PostgreSQL) takes them meanwhile. A worker that dies lets the lease
   * run out, and the next one tries again.
   */
  claimNotifications(limit: number, leaseMs: number): Promise<ClaimedNotification[]>;
  notificationSent(enquiryId: string): Promise<void>;
  /** a try failed: try again at `retryAt`, or give up (`failed`) when it is undefined */
  notificationFailed(
    enquiryId: string,
    errorCode: string,
    retryAt: Date | undefined,
  ): Promise<void>;
  /** when the next pending notification is due, if any is */
  nextNotificationDue(): Promise<Date | undefined>;
  /** SQLite (one process): leases a killed server left behind end now, its restart resends */
  releaseNotificationClaims(): Promise<void>;
  notificationCounts(): Promise<Record<Exclude<NotificationState, 'sent'>, number>>;

  /** keeps a form's draft; drafts older than draftLifetimeMs are dropped meanwhile */
  saveDraft(draft: FormDraft): Promise<void>;
  /** the draft, when it exists, is younger than draftLifetimeMs and was posted by `browser` */
  findDraft(id: string, browser: string): Promise<FormDraft | undefined>;

  /** throws when the database cannot answer (the health check) */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** The column list, in SPEC.md order, shared by both databases' statements. */
export const enquiryColumns = 'id, received_at, class, title, name, phone, email, prefer, remark';

/** The same columns of a table named `alias` in a join. */
export function enquiryColumnsOf(alias: string): string {
  return enquiryColumns
    .split(', ')
    .map((column) => `${alias}.${column}`)
    .join(', ');
}
