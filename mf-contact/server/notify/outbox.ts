/**
 * The outbox's worker: the school's e-mail about an enquiry is recorded in the transaction that
 * stores it (store.save with `notify`), and sent from here. Woken at once after each commit,
 * and by its own timer for retries and for work other instances left (a lease that ran out),
 * it claims due notifications, sends each, and records the outcome: sent, or a new try after a
 * backoff (first delay doubling up to a cap), or failed once the tries are used up. Claims are
 * leases in the database, so with several instances each e-mail is sent by one of them; an
 * instance killed mid-send leaves its lease to run out, and the e-mail is sent again then
 * (at least once: the one case where the school may get it twice).
 */
import type { Log } from '../logging';
import { emailCounter } from '../metrics/enquiryMetrics';
import type { EnquiryStore } from '../store/enquiryStore';
import { errorCode, type MailSender } from './mailSender';

export interface RetryPolicy {
  /** the wait after the first failed try; it doubles with each try after */
  firstDelayMs: number;
  maxDelayMs: number;
  /** tries before the notification is marked failed */
  attempts: number;
}

export interface OutboxOptions {
  store: EnquiryStore;
  sender: MailSender;
  log: Log;
  retry: RetryPolicy;
  /** how long a claim keeps other workers off a notification: longer than any one send */
  leaseMs: number;
  /** the longest the worker sleeps, to notice what other instances leave due */
  pollMs?: number;
}

export interface NotificationOutbox {
  /** a notification was committed: send it now */
  wake(): void;
  /** finishes the send in flight, then stops (graceful shutdown) */
  stop(): Promise<void>;
}

/** The wait before try `attempt + 1`, after `attempt` tries failed. */
export function retryDelayMs(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempt - 1), policy.maxDelayMs);
}

const batchSize = 10;

export async function startOutbox(options: OutboxOptions): Promise<NotificationOutbox> {
  const { store, sender, log, retry, leaseMs } = options;
  const pollMs = options.pollMs ?? 30_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenMeanwhile = false;
  let stopped = false;

  // SQLite is one process: claims a killed server left behind end now, so its restart resends.
  await store.releaseNotificationClaims();

  async function sendDue(): Promise<void> {
    for (;;) {
      const claimed = await store.claimNotifications(batchSize, leaseMs);
      for (const { enquiry, attempt } of claimed) {
        try {
          await sender.send(enquiry);
          await store.notificationSent(enquiry.id);
          emailCounter.inc({ result: 'sent' });
          log.info({ enquiryId: enquiry.id, attempt }, 'enquiry notification sent');
        } catch (error) {
          const code = errorCode(error);
          const retryAt =
            attempt < retry.attempts
              ? new Date(Date.now() + retryDelayMs(attempt, retry))
              : undefined;
          await store.notificationFailed(enquiry.id, code, retryAt);
          emailCounter.inc({ result: 'failed' });
          if (retryAt) {
            log.warn(
              { enquiryId: enquiry.id, attempt, code, retryAt: retryAt.toISOString() },
              'enquiry notification failed; it will be tried again',
            );
          } else {
            log.error(
              { enquiryId: enquiry.id, attempt, code },
              'enquiry notification failed for good; the enquiry is stored, read it with npm run enquiries',
            );
          }
        }
        if (stopped) return;
      }
      if (stopped || claimed.length < batchSize) return;
    }
  }

  async function sleepUntilDue(): Promise<void> {
    let wait = pollMs;
    try {
      const due = await store.nextNotificationDue();
      if (due) wait = Math.min(pollMs, Math.max(0, due.getTime() - Date.now()));
    } catch (error) {
      log.error({ err: error }, 'the notification outbox could not be read; trying again later');
    }
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(wake, wait);
    timer.unref();
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      wokenMeanwhile = true;
      return;
    }
    running = (async () => {
      do {
        wokenMeanwhile = false;
        try {
          await sendDue();
        } catch (error) {
          log.error({ err: error }, 'the notification outbox failed; trying again later');
        }
      } while (wokenMeanwhile && !stopped);
      await sleepUntilDue();
    })().finally(() => {
      running = undefined;
      // woken while it went to sleep: a commit came in meanwhile
      if (wokenMeanwhile) wake();
    });
  }

  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      sender.close();
    },
  };
}
