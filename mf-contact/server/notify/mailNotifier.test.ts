/** @jest-environment node */
import type { SmtpConfig } from '../config';
import type { Log } from '../logging';
import type { StoredEnquiry } from '../store/enquiryStore';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtpServer';
import { createMailNotifier, notificationMessage } from './mailNotifier';

const enquiry: StoredEnquiry = {
  id: '7d3c1c57-8f0a-4a8e-9a0b-3f4c2b1a0e11',
  receivedAt: '2026-03-01T02:30:00.000Z',
  class: 'Violin',
  title: 'Mr',
  name: 'Lee Chong Wei',
  phone: '012-3456789',
  email: 'lee@example.com',
  prefer: 'Phone Call',
  remark: 'Is there a class on Sunday?',
};

function recordingLog(): Log & { lines: { level: string; details: object; message: string }[] } {
  const lines: { level: string; details: object; message: string }[] = [];
  const at = (level: string) => (details: object, message: string) =>
    lines.push({ level, details, message });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

function smtpFor(port: number): SmtpConfig {
  return {
    host: '127.0.0.1',
    port,
    secure: false,
    from: 'website@harmoni.test',
    to: 'office@harmoni.test',
  };
}

describe('notificationMessage', () => {
  it('names every field and replies to the visitor', () => {
    const message = notificationMessage(enquiry, smtpFor(25));
    expect(message).toMatchObject({
      from: 'website@harmoni.test',
      to: 'office@harmoni.test',
      replyTo: 'lee@example.com',
      subject: 'New enquiry: Violin (Phone Call)',
    });
    for (const text of [
      'Class: Violin',
      'Name: Mr Lee Chong Wei',
      'Mobile: 012-3456789',
      'Email: lee@example.com',
      'Contact by: Phone Call',
      'Is there a class on Sunday?',
      enquiry.id,
    ]) {
      expect(message.text).toContain(text);
    }
  });

  it('has no reply address when the visitor gave no e-mail', () => {
    const message = notificationMessage({ ...enquiry, email: '', remark: '' }, smtpFor(25));
    expect(message).not.toHaveProperty('replyTo');
    expect(message.text).toContain('Email: (not given)');
    expect(message.text).toContain('(none)');
  });
});

describe('createMailNotifier', () => {
  let smtp: TestSmtpServer;
  afterEach(async () => {
    await smtp.close();
  });

  it('sends the enquiry to the school', async () => {
    smtp = await startSmtpServer();
    const log = recordingLog();
    const notifier = createMailNotifier(smtpFor(smtp.port), log);
    const mail = smtp.nextMail();
    notifier.notify(enquiry);
    const received = await mail;
    expect(received.from).toBe('website@harmoni.test');
    expect(received.to).toEqual(['office@harmoni.test']);
    expect(received.raw).toContain('Subject: New enquiry: Violin (Phone Call)');
    expect(received.raw).toContain('Name: Mr Lee Chong Wei');
    await notifier.drain();
    expect(log.lines).toContainEqual({
      level: 'info',
      details: { enquiryId: enquiry.id },
      message: 'enquiry notification sent',
    });
  });

  it('logs a refused message with its code only, and never throws', async () => {
    smtp = await startSmtpServer({ refuse: true });
    const log = recordingLog();
    const notifier = createMailNotifier(smtpFor(smtp.port), log);
    expect(() => notifier.notify(enquiry)).not.toThrow();
    await notifier.drain();
    expect(log.lines).toEqual([
      {
        level: 'warn',
        details: { enquiryId: enquiry.id, code: 'EMESSAGE' },
        message: 'enquiry notification failed; the enquiry is stored',
      },
    ]);
    expect(JSON.stringify(log.lines)).not.toContain('lee@example.com');
  });

  it('drain waits for a message still being sent', async () => {
    smtp = await startSmtpServer();
    const notifier = createMailNotifier(smtpFor(smtp.port), recordingLog());
    notifier.notify(enquiry);
    await notifier.drain();
    expect(smtp.received).toHaveLength(1);
  });
});
