import { useEffect } from 'react';
import { create } from 'zustand';
import { fetchContent, type ContentParser } from './fetchContent';

/** A content file and the parser that types it: what a remote hands out for its data. */
export interface ContentResource<T> {
  url: string;
  parse: ContentParser<T>;
}

export type ContentState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: Error };

interface ContentStore {
  entries: Record<string, ContentState<unknown>>;
}

/**
 * One store for every content file of the visit, keyed by URL: however many parts of the page
 * ask for the same file, it is fetched once. It lives in the shared singleton, so the shell and
 * every remote read the same entries.
 */
export const useContentStore = create<ContentStore>(() => ({ entries: {} }));

const inFlight = new Map<string, Promise<void>>();

function setEntry(url: string, state: ContentState<unknown>): void {
  useContentStore.setState((store) => ({ entries: { ...store.entries, [url]: state } }));
}

/** Fetches a content file into the store unless it is already there or on its way. */
export function loadContent<T>(url: string, parse: ContentParser<T>): Promise<void> {
  const current = useContentStore.getState().entries[url];
  if (current?.status === 'ready') return Promise.resolve();
  const pending = inFlight.get(url);
  if (pending) return pending;
  setEntry(url, { status: 'loading' });
  const request = fetchContent(url, parse)
    .then(
      (data) => setEntry(url, { status: 'ready', data }),
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        console.error(failure);
        setEntry(url, { status: 'error', error: failure });
      },
    )
    .finally(() => inFlight.delete(url));
  inFlight.set(url, request);
  return request;
}

/** Forgets a failed or stale file so the next load fetches it again. */
export function forgetContent(url: string): void {
  useContentStore.setState((store) => ({
    entries: Object.fromEntries(Object.entries(store.entries).filter(([key]) => key !== url)),
  }));
}

/**
 * The state of one content file; starts the fetch on first use. Without a resource (it comes
 * from a remote that is still loading) the state is 'loading'.
 */
export function useContent<T>(resource: ContentResource<T> | undefined): ContentState<T> {
  const url = resource?.url;
  const parse = resource?.parse;
  const entry = useContentStore((store) => (url === undefined ? undefined : store.entries[url]));
  // A forgotten entry (after a failure) is fetched again by whoever is showing it.
  const missing = entry === undefined;
  useEffect(() => {
    if (missing && url !== undefined && parse !== undefined) void loadContent(url, parse);
  }, [url, parse, missing]);
  // The parser bound to this URL produced the data, so the stored value has its type.
  return (entry as ContentState<T> | undefined) ?? { status: 'loading' };
}
