import { startTransition, use, useContext, useEffect, useState } from 'react';
import { create } from 'zustand';
import { asError } from './asError';
import { fetchContent, missingContent, parseContentText, type ContentParser } from './fetchContent';
import {
  dropServerContent,
  ServerContentContext,
  serverContentText,
  serverFoundMissing,
  type ServerRead,
} from './serverRender';

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

function parsedState<T>(url: string, text: string, parse: ContentParser<T>): ContentState<T> {
  try {
    return { status: 'ready', data: parseContentText(url, text, parse) };
  } catch (error) {
    return { status: 'error', error: asError(error) };
  }
}

/** The server's copies, parsed once each: a part may render several times before it settles. */
const parsedServerContent = new Map<string, ContentState<unknown>>();

function serverCopy<T>(url: string, parse: ContentParser<T>): ContentState<T> | undefined {
  const parsed = parsedServerContent.get(url);
  if (parsed) return parsed as ContentState<T>;
  const text = serverContentText(url);
  const state =
    text !== undefined
      ? parsedState(url, text, parse)
      : serverFoundMissing(url)
        ? missingFile(url)
        : undefined;
  if (state) parsedServerContent.set(url, state);
  return state;
}

/** A file its remote answered as missing, as the browser's own fetch would report it. */
export function missingFile(url: string): ContentState<never> {
  return { status: 'error', error: missingContent(url) };
}

/** A file the server read for its render, drawn as the browser would draw it. */
function readOnServer<T>(url: string, read: ServerRead, parse: ContentParser<T>): ContentState<T> {
  if (read.status === 'read') return parsedState(url, read.text, parse);
  // an unreadable file draws as loading, as in the browser's first render: the browser fetches it
  return read.status === 'missing' ? missingFile(url) : { status: 'loading' };
}

/** The server's copy moves into the store, so every part reads it as if it had been fetched. */
function takeServerCopy<T>(url: string, parse: ContentParser<T>): ContentState<T> | undefined {
  const state = serverCopy(url, parse);
  parsedServerContent.delete(url);
  dropServerContent(url);
  return state;
}

function setEntry(url: string, state: ContentState<unknown>): void {
  useContentStore.setState((store) => ({ entries: { ...store.entries, [url]: state } }));
}

/** Fetches a content file into the store unless it is already there or on its way. */
export function loadContent<T>(url: string, parse: ContentParser<T>): Promise<void> {
  const current = useContentStore.getState().entries[url];
  if (current?.status === 'ready') return Promise.resolve();
  const copy = takeServerCopy(url, parse);
  if (copy) {
    if (copy.status === 'error') console.error(copy.error);
    setEntry(url, copy);
    return Promise.resolve();
  }
  const pending = inFlight.get(url);
  if (pending) return pending;
  setEntry(url, { status: 'loading' });
  const request = fetchContent(url, parse)
    .then(
      (data) => setEntry(url, { status: 'ready', data }),
      (error: unknown) => {
        const failure = asError(error);
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
  // A copy the server read goes too: it is what failed or went stale.
  parsedServerContent.delete(url);
  dropServerContent(url);
  useContentStore.setState((store) => ({
    entries: Object.fromEntries(Object.entries(store.entries).filter(([key]) => key !== url)),
  }));
}

const storedEntry = (url: string | undefined) =>
  url === undefined ? undefined : useContentStore.getState().entries[url];

/**
 * The store's entry for `url`, followed as a transition: a file that arrives redraws its part
 * of the page in slices that give the main thread back, where a store hook (React's
 * useSyncExternalStore, which never renders in slices) would redraw it in one long task.
 */
function useStoredEntry(url: string | undefined): ContentState<unknown> | undefined {
  const [seen, setSeen] = useState(() => ({ url, entry: storedEntry(url) }));
  useEffect(() => {
    const follow = () => {
      const entry = storedEntry(url);
      // an unchanged entry is the same state: React then draws nothing
      startTransition(() =>
        setSeen((before) =>
          before.url === url && before.entry === entry ? before : { url, entry },
        ),
      );
    };
    follow(); // what changed between the render and now
    return useContentStore.subscribe(follow);
  }, [url]);
  // A new URL reads the store at once; its changes are followed from the next effect on. Until
  // the state has an entry, the store's counts: the server's copy moves into the store, and a
  // render between that move and the transition must still find it there.
  return (seen.url === url ? seen.entry : undefined) ?? storedEntry(url);
}

/**
 * The state of one content file; starts the fetch on first use. Without a resource (it comes
 * from a remote that is still loading) the state is 'loading'.
 */
export function useContent<T>(resource: ContentResource<T> | undefined): ContentState<T> {
  const url = resource?.url;
  const parse = resource?.parse;
  const server = useContext(ServerContentContext);
  const entry = useStoredEntry(url);
  // A forgotten entry (after a failure) is fetched again by whoever is showing it.
  const missing = entry === undefined;
  useEffect(() => {
    if (missing && url !== undefined && parse !== undefined) void loadContent(url, parse);
  }, [url, parse, missing]);
  if (url === undefined || parse === undefined) return { status: 'loading' };
  // the server's render waits for the file: one render draws the page
  if (server) return readOnServer(url, use(server.read(url)), parse);
  // The parser bound to this URL produced the data, so the stored value has its type.
  // Until its effect runs, a part the server rendered draws the server's copy: the same page.
  return (entry as ContentState<T> | undefined) ?? serverCopy(url, parse) ?? { status: 'loading' };
}
