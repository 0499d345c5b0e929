/** @jest-environment node */
import Database from 'better-sqlite3';
import { request as httpRequest } from 'node:http';
import { fetchToken, jsonHeaders, request, validEnquiry, type HttpResponse } from './testing/http';
import { removeDir, startServerProcess } from './testing/serverProcess';

// Each test starts real server processes; a busy machine needs more than Jest's 5 s.
jest.setTimeout(30_000);

describe('graceful shutdown', () => {
  it('finishes a request in flight on SIGTERM, then exits 0 and refuses new connections', async () => {
    const server = await startServerProcess();
    const session = await fetchToken(server.url);
    const body = JSON.stringify({ data: { ...validEnquiry, name: 'Sent while stopping' } });

    // A visitor on a slow connection: half the body now, the rest after the stop signal.
    let response!: Promise<HttpResponse>;
    const inFlight = new Promise<ReturnType<typeof httpRequest>>((resolveRequest) => {
      response = new Promise((resolveResponse, reject) => {
        const req = httpRequest(
          `${server.url}/general/enquiry`,
          {
            method: 'POST',
            headers: { ...jsonHeaders(session), 'content-length': Buffer.byteLength(body) },
            agent: false,
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
            res.on('end', () =>
              resolveResponse({
                statusCode: res.statusCode ?? 0,
                headers: res.headers,
                body: text,
                json: <T>() => JSON.parse(text) as T,
              }),
            );
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 40));
        req.flushHeaders();
        resolveRequest(req);
      });
    });
    const req = await inFlight;
    // wait until the server has the request
    await new Promise((resolve) => setTimeout(resolve, 300));

    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.child.exitCode).toBeNull(); // still finishing
    await expect(request(`${server.url}/healthz`)).rejects.toThrow(); // no new connections

    req.end(body.slice(40));
    const answer = await response;
    expect(answer.statusCode).toBe(201);
    expect(await server.exited).toBe(0);

    const db = new Database(server.sqliteFile, { readonly: true });
    const row = db
      .prepare<[string], { name: string }>('SELECT name FROM enquiries WHERE id = ?')
      .get(answer.json<{ id: string }>().id);
    db.close();
    expect(row?.name).toBe('Sent while stopping');
    expect(server.output()).toContain('"msg":"enquiry server stopped"');
    removeDir(server.dataDir);
  }, 30_000);
});
