/**
 * Request bodies are UTF-8, strictly: a byte sequence that is not UTF-8, or a body that declares
 * another charset, is refused (400) instead of being stored with U+FFFD where the visitor's
 * characters were.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export class EncodingRefusal extends Error {
  readonly statusCode = 400;
  readonly code = 'INVALID_ENCODING';
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The body as text; throws EncodingRefusal for a charset other than UTF-8 or bytes that are not. */
export function strictUtf8(request: FastifyRequest, body: Buffer): string {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(
    request.headers['content-type'] ?? '',
  )?.[1];
  if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
    throw new EncodingRefusal(`A body in ${charset} is refused: send UTF-8.`);
  }
  try {
    return utf8.decode(body);
  } catch {
    throw new EncodingRefusal('The body is not valid UTF-8.');
  }
}

/**
 * A form body (application/x-www-form-urlencoded) as name -> value, the last of a repeated
 * name. Unlike URLSearchParams, a percent-escape that is not UTF-8 is refused, not replaced.
 */
export function strictFormFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const [name, value] =
      separator < 0 ? [pair, ''] : [pair.slice(0, separator), pair.slice(separator + 1)];
    try {
      fields[decodeURIComponent(name.replaceAll('+', ' '))] = decodeURIComponent(
        value.replaceAll('+', ' '),
      );
    } catch {
      throw new EncodingRefusal('The form is not valid UTF-8.');
    }
  }
  return fields;
}

/** JSON, decoded strictly, then parsed as Fastify parses it (prototype poisoning refused). */
export function registerStrictJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8(request, body as Buffer);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
