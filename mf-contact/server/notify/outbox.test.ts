/** @jest-environment node */
import type { EnquiryFields } from '@harmoni/shared/enquiry';
import { join } from 'node:path';
import { register } from 'prom-client';
import { watchOutbox } from '../metrics/enquiryMetrics';
import type { EnquiryStore, StoredEnquiry } from '../store/enquiryStore';
import { openSqliteStore } from '../store/sqliteStore';
import { recordingLog } from '../testing/recordingLog';
import { removeDir, tempDataDir } from '../testing/serverProcess';
import { retryDelayMs, startOutbox, type NotificationOutbox } from './outbox';

const enquiry: EnquiryFields = {
  class: 'Guitar',
  title: 'Ms',
  name: 'Priya Devi',
  phone: '+60173456789',
  email: '',
  prefer: 'Email',
  remark: '',
};

const quick = { firstDelayMs: 20, maxDelayMs: 80, attempts: 4 };

/** A mail server that fails the first `failures` sends, then takes every message. */
function fakeSender(failures = 0) {
  const sent: StoredEnquiry[] = [];
  let left = failures;
  return {
    sent,
    closed: false,
    async send(stored: StoredEnquiry) {
      if (left > 0) {
        left -= 1;
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' });
      }
      sent.push(stored);
    },
    close() {
      this.closed = true;
    },
  };
}

async function metric(name: string, labels: Record<string, string>): Promise<number> {
  const values = (await register.getSingleMetric(name)?.get())?.values ?? [];
  return (
    values.find((value) =>
      Object.entries(labels).every(([key, label]) => value.labels[key] === label),
    )?.value ?? 0
  );
}

async function until(condition: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('retryDelayMs', () => {
  it('doubles from the first delay up to the cap', () => {
    const policy = { firstDelayMs: 5000, maxDelayMs: 900_000, attempts: 100 };
    expect([1, 2, 3, 4, 9, 50].map((attempt) => retryDelayMs(attempt, policy))).toEqual([
      5000, 10_000, 20_000, 40_000, 900_000, 900_000,
    ]);
  });
});

describe('the notification outbox', () => {
  let dir: string;
  let store: EnquiryStore;
  let outbox: NotificationOutbox | undefined;
  beforeEach(() => {
    dir = tempDataDir();
    store = openSqliteStore(join(dir, 'e.sqlite'));
  });
  afterEach(async () => {
    await outbox?.stop();
    outbox = undefined;
    await store.close();
    removeDir(dir);
  });

  it('sends each committed notification once, and counts it sent', async () => {
    const sender = fakeSender();
    const sentBefore = await metric('harmoni_enquiry_emails_total', { result: 'sent' });
    outbox = await startOutbox({ store, sender, log: recordingLog(), retry: quick, leaseMs: 5000 });
    const first = await store.save('id-1', enquiry, undefined, { notify: true });
    await store.save('id-2', enquiry); // stored without an e-mail (no mail server then)
    outbox.wake();
    await until(() => sender.sent.length === 1);
    await until(async () => (await store.list())[0]?.notification?.state === 'sent');
    expect(sender.sent).toEqual([first]);
    expect((await store.list())[1]?.notification).toBeUndefined();
    expect(await metric('harmoni_enquiry_emails_total', { result: 'sent' })).toBe(sentBefore + 1);
  });

  it('retries a failed send with backoff until the mail server takes it', async () => {
    const sender = fakeSender(2);
    const log = recordingLog();
    const failedBefore = await metric('harmoni_enquiry_emails_total', { result: 'failed' });
    outbox = await startOutbox({ store, sender, log, retry: quick, leaseMs: 5000 });
    await store.save('id-1', enquiry, undefined, { notify: true });
    outbox.wake();
    await until(async () => (await store.list())[0]?.notification?.state === 'sent');
    expect((await store.list())[0]?.notification).toMatchObject({ state: 'sent', attempts: 3 });
    expect(sender.sent).toHaveLength(1);
    expect(await metric('harmoni_enquiry_emails_total', { result: 'failed' })).toBe(
      failedBefore + 2,
    );
    expect(log.lines.filter((line) => line.level === 'warn')).toHaveLength(2);
  });

  it('gives up after its tries, says so, and the gauge counts it failed', async () => {
    const unwatch = watchOutbox(() => store.notificationCounts());
    const log = recordingLog();
    outbox = await startOutbox({
      store,
      sender: fakeSender(Infinity),
      log,
      retry: quick,
      leaseMs: 5000,
    });
    await store.save('id-1', enquiry, undefined, { notify: true });
    expect(await metric('harmoni_enquiry_notifications', { state: 'pending' })).toBe(1);
    outbox.wake();
    await until(async () => (await store.list())[0]?.notification?.state === 'failed');
    expect((await store.list())[0]?.notification).toMatchObject({
      state: 'failed',
      attempts: 4,
      lastError: 'ESOCKET',
    });
    expect(await metric('harmoni_enquiry_notifications', { state: 'failed' })).toBe(1);
    expect(await metric('harmoni_enquiry_notifications', { state: 'pending' })).toBe(0);
    expect(log.lines.at(-1)).toMatchObject({ level: 'error' });
    unwatch();
  });

  it('resends what a killed server had claimed when it starts again (SQLite is one process)', async () => {
    await store.save('id-1', enquiry, undefined, { notify: true });
    // a server claimed it for a long send, then died
    expect(await store.claimNotifications(10, 60_000)).toHaveLength(1);
    const sender = fakeSender();
    outbox = await startOutbox({ store, sender, log: recordingLog(), retry: quick, leaseMs: 5000 });
    await until(() => sender.sent.length === 1);
  });

  it('finishes the send in flight when stopped, and closes the mail transport', async () => {
    const sender = fakeSender();
    outbox = await startOutbox({ store, sender, log: recordingLog(), retry: quick, leaseMs: 5000 });
    await outbox.stop();
    expect(sender.closed).toBe(true);
    outbox = undefined;
  });
});
