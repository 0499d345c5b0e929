import { createContext } from 'react';

/**
 * What the shell's server hands the browser about a page it rendered with remote parts in it:
 * the exposed modules it rendered, and the text of every content file those read, so the
 * browser's first render of those parts draws the same thing, without fetching anything first.
 */
export interface ServerRenderData {
  views: string[];
  content: Record<string, string>;
}

/** The element that carries it: `<script type="application/json" id="server-render">`. */
export const serverRenderElementId = 'server-render';

/** During a server render: the files read so far, and the ones asked for that are not read yet. */
export interface ServerContent {
  /** each file's text, by URL */
  seed: ReadonlyMap<string, string>;
  /** URLs asked for that the seed lacks: the server reads them, then renders again */
  wanted: Set<string>;
}

/** Set only while the server renders; in the browser it stays null. */
export const ServerContentContext = createContext<ServerContent | null>(null);

let received: { views: Set<string>; content: Map<string, string> } | undefined;

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
}

/** The text of the server's copy of a content file, if the page carries one. */
export function serverContentText(url: string): string | undefined {
  return receivedData().content.get(url);
}

/** For tests: read the page's element again. */
export function resetServerRenderData(): void {
  received = undefined;
}
