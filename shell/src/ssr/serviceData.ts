import { parseContentText, type ContentResource } from '@harmoni/shared';
import type { ServerRead } from '@harmoni/shared/serverRender';

/** One content resource of a service, as its own remote's worker read and parsed it. */
export interface ServiceResource {
  url: string;
  read: ServerRead;
  /** the parsed value (plain JSON), when it was read and parsed */
  data?: unknown;
  /** why it could not be parsed: the page draws the error the browser would */
  error?: string;
}

/** A service module's resources, by the name the service gives each ('lessons'). */
export type ServiceData = Record<string, ServiceResource>;

const isResource = (value: unknown): value is ContentResource<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { url?: unknown }).url === 'string' &&
  typeof (value as { parse?: unknown }).parse === 'function';

/** Whether a value survives the trip between processes as JSON unchanged. */
function isPlainJson(value: unknown, depth = 0): boolean {
  if (depth > 32) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isPlainJson(item, depth + 1));
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every((item) => isPlainJson(item, depth + 1));
}

/**
 * What another remote's page reads from this remote's service ('lessons/lessonService'): each
 * content resource of the service's default export, read through this release's own content and
 * parsed by its own parser, in this release's worker. The server hands the result to the page's
 * worker (renderRegion), which never runs this remote's code nor reads its release's files.
 */
export async function serviceData(
  module: unknown,
  readContent: (url: string) => Promise<ServerRead>,
): Promise<ServiceData> {
  const service: unknown =
    typeof module === 'object' && module !== null
      ? (module as { default?: unknown }).default
      : undefined;
  if (typeof service !== 'object' || service === null) {
    throw new Error('the service module exports no service object');
  }
  const entries = await Promise.all(
    Object.entries(service)
      .filter((entry): entry is [string, ContentResource<unknown>] => isResource(entry[1]))
      .map(async ([name, { url, parse }]): Promise<[string, ServiceResource]> => {
        const read = await readContent(url);
        if (read.status !== 'read') return [name, { url, read }];
        try {
          const data = parseContentText(url, read.text, parse);
          if (!isPlainJson(data)) throw new Error(`${url} does not parse to plain JSON`);
          return [name, { url, read, data }];
        } catch (error) {
          return [
            name,
            { url, read, error: error instanceof Error ? error.message : String(error) },
          ];
        }
      }),
  );
  return Object.fromEntries(entries);
}

/**
 * The service as the page's worker sees it: the same resources, whose parsers give what the
 * service's own worker parsed, and the files they name as read there.
 */
export function serviceStandIn(data: ServiceData): {
  module: { default: Record<string, ContentResource<unknown>> };
  reads: Map<string, ServerRead>;
} {
  const reads = new Map<string, ServerRead>();
  const resources: Record<string, ContentResource<unknown>> = {};
  for (const [name, resource] of Object.entries(data)) {
    reads.set(resource.url, resource.read);
    resources[name] = {
      url: resource.url,
      parse: () => {
        if (resource.error !== undefined) throw new Error(resource.error);
        return resource.data;
      },
    };
  }
  return { module: { default: resources }, reads };
}
