/**
 * @fastify/rate-limit's store in PostgreSQL (the rate_limits table, migration 3), so every
 * instance of the enquiry server counts into the same budget: with the counts in each
 * process's memory, two instances allowed twice the limit. One statement per request counts
 * and reads atomically, whichever instance runs it.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import pg from 'pg';

interface CountRow {
  count: number;
  ttl: number;
}

/** Counts one request under `key`; a window that has ended starts again at 1. */
const countSql = `
  INSERT INTO rate_limits AS limits (key, count, window_ends)
  VALUES ($1, 1, now() + make_interval(secs => $2 / 1000.0))
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN limits.window_ends <= now() THEN 1 ELSE limits.count + 1 END,
    window_ends = CASE WHEN limits.window_ends <= now() THEN excluded.window_ends
                       ELSE limits.window_ends END
  RETURNING count, greatest(0, ceil(extract(epoch FROM window_ends - now()) * 1000))::int AS ttl`;

/** Rows whose window ended a while ago are dropped now and then, by whichever instance. */
const sweepSql = `DELETE FROM rate_limits WHERE window_ends < now() - interval '1 hour'`;

export interface PostgresRateLimits {
  Store: FastifyRateLimitStoreCtor;
  close(): Promise<void>;
}

export function postgresRateLimits(connectionString: string): PostgresRateLimits {
  const pool = new pg.Pool({ connectionString, max: 4 });
  // An idle client that loses its connection must not crash the server; the next query retries.
  pool.on('error', () => undefined);

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      if (Math.random() < 0.01) void pool.query(sweepSql).catch(() => undefined);
      pool.query<CountRow>(countSql, [key, timeWindow]).then(
        (result) => {
          const row = result.rows[0];
          callback(null, { current: row?.count ?? 1, ttl: row?.ttl ?? timeWindow });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Every limiter shares the table; its keys carry their own namespace. */
    child(): FastifyRateLimitStore {
      return this;
    }
  }

  return { Store: PostgresRateLimitStore, close: () => pool.end() };
}
