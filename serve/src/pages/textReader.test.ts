/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { listen } from '../testing/http';
import { textReader } from './textReader';

/**
 * The server reads a remote's file where it was told to, and nowhere else: a redirect, even
 * from the team's own origin, is an unreadable file, said once, and never followed.
 */
let team: FastifyInstance;
let local: FastifyInstance;
let teamBase: string;
let localBase: string;
let localHits = 0;

beforeAll(async () => {
  local = Fastify();
  local.get('/*', async () => {
    localHits += 1;
    return 'the enquiry server answered';
  });
  localBase = await listen(local);
  team = Fastify();
  team.get('/assets/docs/lesson.txt', async () => 'the lessons');
  team.get('/assets/docs/moved.txt', async (_request, reply) =>
    reply.redirect(`${localBase}/api/general/enquiries`, 302),
  );
  teamBase = await listen(team);
});

afterAll(async () => {
  await Promise.all([team.close(), local.close()]);
});

it("reads a file from the team's origin", async () => {
  const read = textReader({ warn: () => undefined });
  expect(await read(`${teamBase}/assets/docs/lesson.txt`)).toEqual({
    status: 'read',
    text: 'the lessons',
  });
});

it("does not follow a 302 from the team's own origin to a local address: unreadable, said once", async () => {
  const warnings: string[] = [];
  const read = textReader({ warn: (url, reason) => warnings.push(`${url}: ${reason}`) });
  expect(await read(`${teamBase}/assets/docs/moved.txt`)).toEqual({ status: 'unreadable' });
  expect(await read(`${teamBase}/assets/docs/moved.txt`)).toEqual({ status: 'unreadable' });
  expect(localHits).toBe(0);
  expect(warnings).toEqual([
    `${teamBase}/assets/docs/moved.txt: Error: HTTP 302, a redirect to ${localBase}/api/general/enquiries, which the server does not follow`,
  ]);
});
