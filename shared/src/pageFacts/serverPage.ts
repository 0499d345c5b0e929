import { createContext, useContext } from 'react';
import type { JsonLd } from '../pageHead/jsonLd';
import type { PageHead } from '../pageHead/pageHead';
import {
  emptyPageFacts,
  type PageAddress,
  type PageFacts,
  type PagePicture,
  type PageRedirect,
  type PageStatus,
} from './pageFacts';

/** What one part states about the page; structured data is named, so it is stated once. */
export interface PageStatement {
  head?: PageHead;
  status?: PageStatus;
  redirect?: PageRedirect;
  mainPicture?: PagePicture;
  previewImage?: string;
  jsonLd?: { name: string; data: JsonLd | undefined };
}

/** While the server renders a page: where it is, and where its parts state what it is. */
export interface ServerPage extends PageAddress {
  state(statement: PageStatement): void;
}

/** Set only while the server renders; in the browser it stays null. */
export const ServerPageContext = createContext<ServerPage | null>(null);

/** One render's collection of what its parts state, each field the last one stated. */
export function serverPage(address: PageAddress): { context: ServerPage; facts(): PageFacts } {
  const facts = emptyPageFacts();
  const context: ServerPage = {
    ...address,
    state({ jsonLd, ...rest }) {
      Object.assign(facts, rest);
      if (!jsonLd) return;
      const others = Object.entries(facts.jsonLd).filter(([name]) => name !== jsonLd.name);
      if (jsonLd.data) others.push([jsonLd.name, jsonLd.data]);
      facts.jsonLd = Object.fromEntries(others);
    },
  };
  return { context, facts: () => facts };
}

/*
 * The hooks below state facts during the render itself, not in an effect (the server runs
 * none); a part that renders again states the same again. In the browser they do nothing: the
 * browser learns the head from useDocumentMeta.
 */

/** Records the page's head on the server (useDocumentMeta calls it). */
export function useServerHead(head: PageHead): void {
  useContext(ServerPageContext)?.state({ head });
}

/** Whether the page exists, as its content says. */
export function usePageStatus(status: PageStatus): void {
  useContext(ServerPageContext)?.state({ status });
}

/**
 * Sends the visitor to another page of the site (a path the route table draws): the server
 * answers 302, or 301 when `permanent`. The page still draws what a visitor without a redirect
 * should see (the browser moves on itself, e.g. with <Navigate>).
 */
export function usePageRedirect(to: string, permanent = false): void {
  useContext(ServerPageContext)?.state({ redirect: { to, permanent } });
}

/**
 * The page's main picture (preloaded at high priority) and its link preview picture. A main
 * picture that takes work to find may be given as a function: only the server calls it.
 */
export function usePagePictures(pictures: {
  main?: PagePicture | (() => PagePicture | undefined);
  preview?: string;
}): void {
  const page = useContext(ServerPageContext);
  if (!page) return;
  const main = typeof pictures.main === 'function' ? pictures.main() : pictures.main;
  if (main) page.state({ mainPicture: main });
  if (pictures.preview) page.state({ previewImage: new URL(pictures.preview, page.siteUrl).href });
}

/** Structured data about the page, made from its address on the site (none: undefined). */
export function usePageJsonLd(
  name: string,
  describe: (address: PageAddress) => JsonLd | undefined,
): void {
  const page = useContext(ServerPageContext);
  page?.state({ jsonLd: { name, data: describe(page) } });
}
