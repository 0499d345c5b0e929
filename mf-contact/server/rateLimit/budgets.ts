/**
 * Whose budget a request uses. Every budget is keyed on the sender's address (the visitor the
 * trusted proxy saw, see trustedProxy.ts), with a name of its own, so the limiters can share
 * one store (PostgreSQL) without counting into each other.
 *
 * The enquiry POST has two:
 * - `enquiry`: requests whose cross-site token is valid. Only the page itself (or someone who
 *   fetched a token for their own address) can send those, so whatever they cost, valid or
 *   not (an invalid enquiry included), is the sender's own doing.
 * - `refused`: requests refused for their token. A forged cross-site request comes from the
 *   victim's browser, so from the victim's address: counted in the enquiry budget, a page on
 *   another site could spend the visitor's five enquiries a minute and lock them out. Here it
 *   spends only this budget, which limits floods of forged or token-less requests just as
 *   much, and the visitor's own enquiries still go through.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

export type BudgetName = 'enquiry' | 'refused' | 'token';

export function budgetKey(name: BudgetName): (request: FastifyRequest) => string {
  // an IPv6 visitor owns a whole /56 (the library's default), so one key per subnet
  return (request) => `${name}:${normalizeIP(request.ip, 56)}`;
}
