import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config';
import type { StoredEnquiry } from '../store/enquiryStore';
import { showControls, withControlsShown } from '../text/visibleControls';

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

/** A failure's code (ECONNREFUSED, ETIMEDOUT, EENVELOPE...): never its message, which may quote addresses. */
export function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) return String(error.code);
  return 'UNKNOWN';
}

/** Sends one enquiry's e-mail; rejects when the mail server did not take it. */
export interface MailSender {
  send(enquiry: StoredEnquiry): Promise<void>;
  close(): void;
}

/**
 * The school's mail server by SMTP. `timeoutMs` bounds each wait (connecting, its greeting,
 * each answer), so a server that accepts and never answers fails the try instead of holding it.
 */
export function smtpSender(smtp: SmtpConfig): MailSender {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    connectionTimeout: smtp.timeoutMs,
    greetingTimeout: smtp.timeoutMs,
    socketTimeout: smtp.timeoutMs,
  });
  return {
    async send(enquiry) {
      await transport.sendMail(notificationMessage(enquiry, smtp));
    },
    close: () => transport.close(),
  };
}
