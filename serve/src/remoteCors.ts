import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * A remote is loaded by the shell from another origin: allow exactly the shell's origins
 * to read its files, and let the browser embed its scripts and images cross-origin.
 */
export function registerRemoteCors(app: FastifyInstance, origins: readonly string[]): void {
  app.register(fastifyCors, {
    origin: [...origins],
    methods: ['GET', 'HEAD', 'OPTIONS'],
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
}
