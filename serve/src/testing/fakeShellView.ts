import type { PageFacts } from '@harmoni/shared/pageFacts';

/** Real React, from the packages createFakeDist places beside the view (the worker reads no other). */
const modulePath = (id: string) => JSON.stringify(id);

export interface FakeShellViewOptions {
  /** what the shell's own part states about a path; nothing (a page the route table decides) else */
  facts?: Record<string, Partial<PageFacts>>;
  /** JavaScript for the shell's own HTML around the main part: a function of (url, main) */
  page?: string;
}

/**
 * A shell's server view for tests, with the contract of shell/src/ssr/renderShellView.tsx, in
 * plain CommonJS, drawing with the repository's real React (lent to the remotes' views as the
 * real one is). The shell draws `<main>` holding its page's region as a slot around "loading"
 * (or "shell only" on a page without one). A region's module is a React component (`default`),
 * or `draw(url, readContent, services)` returning its HTML, facts and views; a service's module
 * answers `data(readContent)`.
 */
export function fakeShellView(options: FakeShellViewOptions = {}): string {
  return `
const React = require(${modulePath('react')});
const jsxRuntime = require(${modulePath('react/jsx-runtime')});
const { renderToStaticMarkup } = require(${modulePath('react-dom/server')});
exports.sharedModules = { react: React, 'react/jsx-runtime': jsxRuntime };
const shellFacts = ${JSON.stringify(options.facts ?? {})};
const page = ${options.page ?? '(url, main) => main'};
exports.renderShellView = async function (url, { slots }) {
  const path = new URL(url, 'http://x').pathname;
  const slot = slots[0];
  const inner = slot
    ? [React.createElement('template', { 'data-harmoni-slot': slot }), 'loading', React.createElement('template', { 'data-harmoni-slot-end': slot })]
    : 'shell only';
  const main = renderToStaticMarkup(React.createElement('main', null, ...[].concat(inner)));
  return { html: page(url, main), facts: Object.assign({ jsonLd: {} }, shellFacts[path]) };
};
exports.renderRegion = async function (url, { moduleId, module, readContent, services }) {
  if (typeof module.draw === 'function') {
    const drawn = await module.draw(url, readContent, services);
    return { html: drawn.html, facts: Object.assign({ jsonLd: {} }, drawn.facts), views: drawn.views || [moduleId] };
  }
  const html = renderToStaticMarkup(React.createElement(module.default));
  return { html, facts: { jsonLd: {}, status: 'found' }, views: [moduleId] };
};
exports.serviceData = async function (module, readContent) {
  return module.data(readContent);
};
`;
}
