import {
  resetServerRenderData,
  serverRenderElementId,
  type ServerRenderData,
} from '../content/serverRender';

export interface ServerRenderedPage {
  /** holds the server's HTML of the part, for hydrateRoot */
  container: HTMLDivElement;
  remove(): void;
}

/** For tests: a page as the shell's server sends it, with the data it carries. */
export function serverRenderedPage(data: ServerRenderData, html: string): ServerRenderedPage {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = serverRenderElementId;
  element.textContent = JSON.stringify(data);
  document.body.append(element);
  resetServerRenderData();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return {
    container,
    remove() {
      element.remove();
      container.remove();
      resetServerRenderData();
    },
  };
}
