/**
 * The enquiry server's metrics, on prom-client's default registry (the `/metrics` route every
 * server serves reads it), named `harmoni_` like the other servers'. Defined once per process:
 * prom-client refuses a name registered twice.
 */
import { Counter, Gauge, register } from 'prom-client';
import type { NotificationState } from '../store/enquiryStore';

function once<T>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

/** Why an enquiry was not stored. */
export type RefusalReason =
  'invalid' | 'token' | 'cross_site' | 'too_soon' | 'captcha' | 'honeypot' | 'encoding';

/** What became of each enquiry sent, on both paths (JSON and the form posted without it). */
export const enquiryCounter = once(
  'harmoni_enquiries_total',
  () =>
    new Counter({
      name: 'harmoni_enquiries_total',
      help: 'Enquiries received, by outcome: stored, refused (with its reason), rate_limited, duplicate (a retry of a stored one, answered from it)',
      labelNames: ['outcome', 'reason'] as const,
    }),
);

export function countEnquiry(
  outcome: 'stored' | 'rate_limited' | 'duplicate' | 'refused',
  reason?: RefusalReason,
): void {
  enquiryCounter.inc({ outcome, reason: reason ?? '' });
}

/** Each try to send the school's e-mail. */
export const emailCounter = once(
  'harmoni_enquiry_emails_total',
  () =>
    new Counter({
      name: 'harmoni_enquiry_emails_total',
      help: "Tries to send the school's e-mail about an enquiry, by result: sent or failed (a failed try is retried)",
      labelNames: ['result'] as const,
    }),
);

type OutboxCounts = () => Promise<Record<Exclude<NotificationState, 'sent'>, number>>;
const outboxes = new Set<OutboxCounts>();

/** Notifications waiting in the outbox and those given up on, read from it when scraped. */
export const notificationGauge = once(
  'harmoni_enquiry_notifications',
  () =>
    new Gauge({
      name: 'harmoni_enquiry_notifications',
      help: "The school's e-mails in the outbox, by state: pending (not yet taken by the mail server) or failed (tries used up)",
      labelNames: ['state'] as const,
      async collect() {
        const totals = { pending: 0, failed: 0 };
        for (const counts of outboxes) {
          const { pending, failed } = await counts();
          totals.pending += pending;
          totals.failed += failed;
        }
        this.set({ state: 'pending' }, totals.pending);
        this.set({ state: 'failed' }, totals.failed);
      },
    }),
);

/** The gauge reads this outbox from now on; the function returned stops it. */
export function watchOutbox(counts: OutboxCounts): () => void {
  outboxes.add(counts);
  return () => outboxes.delete(counts);
}
