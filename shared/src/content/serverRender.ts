import { createContext } from 'react';
import { serverRenderElementId } from '../pageMarkup/markers';

/**
 * What the shell's server hands the browser about a page it rendered with remote parts in it:
 * the exposed modules it rendered, and the content files those read (the text of each, and
 * which were missing), so the browser's first render of those parts draws the same thing,
 * without fetching anything first.
 */
export interface ServerRenderData {
  views: string[];
  content: Record<string, string>;
  /** files the remote answered as missing (404): the parts drew them as errors */
  missing?: string[];
}

/** The element that carries it: `<script type="application/json" id="server-render">`. */
export { serverRenderElementId };

/** What reading one content file gave the server. */
export type ServerRead =
  | { status: 'read'; text: string }
  /** the remote says there is no such file */
  | { status: 'missing' }
  /** it could not be asked (down, slow, refused): the browser will try */
  | { status: 'unreadable' };

/**
 * During a server render: reads a content file. The render waits for it (React's `use`), so
 * one render draws the whole page; the same file gives the same promise every time.
 */
export interface ServerContent {
  read(url: string): Promise<ServerRead>;
}

/** Set only while the server renders; in the browser it stays null. */
export const ServerContentContext = createContext<ServerContent | null>(null);

/**
 * The content of one server render: each file read once, and what the page must carry for the
 * browser (see ServerRenderData).
 */
export function serverContent(read: (url: string) => Promise<ServerRead>) {
  const reads = new Map<string, Promise<ServerRead>>();
  const content: Record<string, string> = {};
  const missing: string[] = [];
  const context: ServerContent = {
    read(url) {
      let reading = reads.get(url);
      if (!reading) {
        reading = read(url).then((answer) => {
          if (answer.status === 'read') content[url] = answer.text;
          if (answer.status === 'missing') missing.push(url);
          return answer;
        });
        reads.set(url, reading);
      }
      return reading;
    },
  };
  return { context, carried: () => ({ content, missing }) };
}

let received:
  { views: Set<string>; content: Map<string, string>; missing: Set<string> } | undefined;

function readReceived(): NonNullable<typeof received> {
  const element =
    typeof document === 'undefined' ? null : document.getElementById(serverRenderElementId);
  let data: Partial<ServerRenderData> = {};
  if (element?.textContent) {
    try {
      data = JSON.parse(element.textContent) as Partial<ServerRenderData>;
    } catch (error) {
      // The page still works: its parts fetch their content as on a page the server did not render.
      console.error('[shared] the server-rendered page carried unreadable data', error);
    }
  }
  return {
    views: new Set(Array.isArray(data.views) ? data.views : []),
    content: new Map(
      Object.entries(data.content ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
    missing: new Set(Array.isArray(data.missing) ? data.missing : []),
  };
}

function receivedData(): NonNullable<typeof received> {
  return (received ??= readReceived());
}

/** Whether the server rendered this exposed module into the page the browser is hydrating. */
export function wasServerRendered(moduleId: string): boolean {
  return receivedData().views.has(moduleId);
}

/** The exposed modules the server rendered into the page the browser is hydrating. */
export function serverRenderedModules(): string[] {
  return [...receivedData().views];
}

/** Forgets the server's copy of a content file: later reads of it fetch it as usual. */
export function dropServerContent(url: string): void {
  receivedData().content.delete(url);
  receivedData().missing.delete(url);
}

/** Whether the server found this content file missing when it drew the page. */
export function serverFoundMissing(url: string): boolean {
  return receivedData().missing.has(url);
}

/** The text of the server's copy of a content file, if the page carries one. */
export function serverContentText(url: string): string | undefined {
  return receivedData().content.get(url);
}

/** For tests: read the page's element again. */
export function resetServerRenderData(): void {
  received = undefined;
}
