/** @jest-environment node */
import { register } from 'prom-client';
import { countEnquiry, watchOutbox } from './enquiryMetrics';

async function value(name: string, labels: Record<string, string>): Promise<number> {
  const values = (await register.getSingleMetric(name)?.get())?.values ?? [];
  return (
    values.find((entry) =>
      Object.entries(labels).every(([key, label]) => entry.labels[key] === label),
    )?.value ?? 0
  );
}

describe("the enquiry server's metrics", () => {
  it('are on the default registry, named harmoni_', () => {
    const names = register.getMetricsAsArray().map((metric) => metric.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'harmoni_enquiries_total',
        'harmoni_enquiry_emails_total',
        'harmoni_enquiry_notifications',
      ]),
    );
  });

  it('count enquiries by outcome, and refusals by reason', async () => {
    countEnquiry('stored');
    countEnquiry('stored');
    countEnquiry('duplicate');
    countEnquiry('rate_limited');
    countEnquiry('refused', 'too_soon');
    expect(await value('harmoni_enquiries_total', { outcome: 'stored' })).toBe(2);
    expect(await value('harmoni_enquiries_total', { outcome: 'duplicate' })).toBe(1);
    expect(await value('harmoni_enquiries_total', { outcome: 'rate_limited' })).toBe(1);
    expect(await value('harmoni_enquiries_total', { outcome: 'refused', reason: 'too_soon' })).toBe(
      1,
    );
  });

  it('read pending and failed notifications from the outbox when scraped', async () => {
    const stop = watchOutbox(() => Promise.resolve({ pending: 3, failed: 1 }));
    expect(await value('harmoni_enquiry_notifications', { state: 'pending' })).toBe(3);
    expect(await value('harmoni_enquiry_notifications', { state: 'failed' })).toBe(1);
    stop();
    expect(await value('harmoni_enquiry_notifications', { state: 'pending' })).toBe(0);
    expect(await register.metrics()).toContain('harmoni_enquiry_notifications{state="pending"} 0');
  });
});
