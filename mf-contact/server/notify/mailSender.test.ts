/** @jest-environment node */
import type { SmtpConfig } from '../config';
import type { StoredEnquiry } from '../store/enquiryStore';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtpServer';
import { errorCode, notificationMessage, smtpSender } from './mailSender';

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

function smtpFor(port: number): SmtpConfig {
  return {
    host: '127.0.0.1',
    port,
    secure: false,
    from: 'website@harmoni.test',
    to: 'office@harmoni.test',
    timeoutMs: 5000,
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

  it.each([
    ['an ANSI escape in the name', { name: 'Lee\u001b[8m' }, 'Name: Mr Lee\\x1b[8m'],
    ['a header break in the class', { class: 'Violin\r\nBcc: all@x' }, 'Violin\\r\\nBcc: all@x'],
    ['a bidi override in the name', { name: 'Lee\u202eeeL' }, 'Lee\\u202eeeL'],
    ['a C1 control in the remark', { remark: 'a\u009bb' }, 'a\\x9bb'],
  ])('shows %s as an escape', (_vector, fields, shown) => {
    const message = notificationMessage({ ...enquiry, ...fields }, smtpFor(25));
    expect(`${message.subject}\n${message.text}`).toContain(shown);
    expect(message.subject).not.toMatch(/[\r\n]/);
    // eslint-disable-next-line no-control-regex -- finding controls is the point
    expect(message.text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
  });

  it("keeps the remark's line breaks", () => {
    const message = notificationMessage({ ...enquiry, remark: 'one\r\ntwo' }, smtpFor(25));
    expect(message.text).toContain('one\ntwo');
  });
});

describe('smtpSender', () => {
  let smtp: TestSmtpServer;
  afterEach(async () => {
    await smtp.close();
  });

  it('sends the enquiry to the school', async () => {
    smtp = await startSmtpServer();
    const sender = smtpSender(smtpFor(smtp.port));
    const mail = smtp.nextMail();
    await sender.send(enquiry);
    const received = await mail;
    expect(received.from).toBe('website@harmoni.test');
    expect(received.to).toEqual(['office@harmoni.test']);
    expect(received.raw).toContain('Subject: New enquiry: Violin (Phone Call)');
    expect(received.raw).toContain('Name: Mr Lee Chong Wei');
    sender.close();
  });

  it('rejects a refused message with its code, which names no address', async () => {
    smtp = await startSmtpServer({ refuse: true });
    const sender = smtpSender(smtpFor(smtp.port));
    const failure: unknown = await sender.send(enquiry).catch((error: unknown) => error);
    expect(errorCode(failure)).toBe('EMESSAGE');
    sender.close();
  });

  it('gives up on a mail server that never answers after its timeout', async () => {
    smtp = await startSmtpServer({ silent: true });
    const sender = smtpSender({ ...smtpFor(smtp.port), timeoutMs: 300 });
    const failure: unknown = await sender.send(enquiry).catch((error: unknown) => error);
    expect(errorCode(failure)).toBe('ETIMEDOUT');
    sender.close();
  });
});
