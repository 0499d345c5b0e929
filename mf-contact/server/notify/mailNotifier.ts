import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config';
import type { Log } from '../logging';
import type { StoredEnquiry } from '../store/enquiryStore';
import { showControls, withControlsShown } from '../text/visibleControls';

/** Tells the school about a stored enquiry. Never throws: the enquiry is already safe. */
export interface EnquiryNotifier {
  notify(enquiry: StoredEnquiry): void;
  /** waits for the notifications still being sent (graceful shutdown) */
  drain(): Promise<void>;
}

/**
 * The e-mail the school receives. Controls in the visitor's text show as escapes (the remark
 * keeps its line breaks), so no field can restyle or reorder what staff read, or break a header.
 */
export function notificationMessage(stored: StoredEnquiry, smtp: Pick<SmtpConfig, 'from' | 'to'>) {
  const enquiry = withControlsShown(stored);
  const remark = showControls(stored.remark, { keepLineBreaks: true });
  const lines = [
    `A new enquiry arrived on ${enquiry.receivedAt}.`,
    '',
    `Class: ${enquiry.class}`,
    `Name: ${enquiry.title} ${enquiry.name}`,
    `Mobile: ${enquiry.phone}`,
    `Email: ${enquiry.email || '(not given)'}`,
    `Contact by: ${enquiry.prefer}`,
    '',
    'Comments / Questions:',
    remark || '(none)',
    '',
    `Enquiry id: ${enquiry.id}`,
  ];
  return {
    from: smtp.from,
    to: smtp.to,
    ...(enquiry.email ? { replyTo: enquiry.email } : {}),
    subject: `New enquiry: ${enquiry.class} (${enquiry.prefer})`,
    text: lines.join('\n'),
  };
}

function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) return String(error.code);
  return 'UNKNOWN';
}

/** Sends each enquiry by SMTP, after it was committed; a failure is logged, not retried. */
export function createMailNotifier(smtp: SmtpConfig, log: Log): EnquiryNotifier {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const pending = new Set<Promise<void>>();

  return {
    notify(enquiry) {
      const sending = transport.sendMail(notificationMessage(enquiry, smtp)).then(
        () => log.info({ enquiryId: enquiry.id }, 'enquiry notification sent'),
        // only the code: an SMTP error message may quote addresses
        (error: unknown) =>
          log.warn(
            { enquiryId: enquiry.id, code: errorCode(error) },
            'enquiry notification failed; the enquiry is stored',
          ),
      );
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },
    async drain() {
      await Promise.all(pending);
      transport.close();
    },
  };
}
