import { isIdempotencyKey, newIdempotencyKey } from './enquiryApi';

describe('idempotency keys', () => {
  it('are random version 4 UUIDs', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(isIdempotencyKey(key)).toBe(true);
    }
  });

  it.each(['', 'abc', `${newIdempotencyKey()} `, "1' OR '1'='1", 42, undefined])(
    'refuses %j',
    (value) => {
      expect(isIdempotencyKey(value)).toBe(false);
    },
  );
});
