/**
 * Whose budget a request uses, and what it costs. Every budget is keyed on the sender's address (the visitor the
 * trusted proxy saw, see trustedProxy.ts), with a name of its own, so the limiters can share
 * one store (PostgreSQL) without counting into each other.
 *
 * The enquiry POST has two:
 * - `enquiry`: requests whose cross-site token is valid. Only the page itself (or someone who
 *   fetched a token for their own address) can send those, so whatever they cost, valid or
 *   not (an invalid enquiry included), is the sender's own doing.
 *   A retry of an enquiry already stored is answered before it is charged, so one enquiry costs
 *   one unit on every path: the JSON request, or the form posted without JavaScript (whose
 *   check step is charged to `token`, like the token route: both draw a token).
 * - `refused`: requests refused for their token. A forged cross-site request comes from the
 *   victim's browser, so from the victim's address: counted in the enquiry budget, a page on
 *   another site could spend the visitor's five enquiries a minute and lock them out. Here it
 *   spends only this budget, which limits floods of forged or token-less requests just as
 *   much, and the visitor's own enquiries still go through.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type BudgetName = 'enquiry' | 'refused' | 'token';

export function budgetKey(name: BudgetName): (request: FastifyRequest) => string {
  // an IPv6 visitor owns a whole /56 (the library's default), so one key per subnet
  return (request) => `${name}:${normalizeIP(request.ip, 56)}`;
}

/** A charge's verdict: within the budget, or over it until `retryAfterSeconds` have passed. */
export type Charge = { exceeded: false } | { exceeded: true; retryAfterSeconds: number };

export type Budget = (request: FastifyRequest) => Promise<Charge>;

/**
 * One unit of the sender's `name` budget, counted in @fastify/rate-limit's store (PostgreSQL
 * when instances share one): the route decides when a request costs it, and how to answer.
 */
export function budget(
  app: FastifyInstance,
  name: BudgetName,
  max: number,
  windowMs: number,
): Budget {
  const limit = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: budgetKey(name) });
  return async (request) => {
    const verdict = await limit(request);
    if (verdict.isAllowed || !verdict.isExceeded) return { exceeded: false };
    return { exceeded: true, retryAfterSeconds: Math.max(1, verdict.ttlInSeconds) };
  };
}
