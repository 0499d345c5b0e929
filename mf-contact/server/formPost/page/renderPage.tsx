import { createHash } from 'node:crypto';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { EnquiryDocument } from './EnquiryDocument';

export interface RenderedPage {
  html: string;
  /** admits the page's one inline style sheet and nothing else */
  contentSecurityPolicy: string;
}

/** A page of the enquiry server, drawn by React on the server: no script of its own. */
export function renderEnquiryPage(title: string, styles: string, body: ReactNode): RenderedPage {
  const html = `<!DOCTYPE html>${renderToString(
    <EnquiryDocument title={title} styles={styles}>
      {body}
    </EnquiryDocument>,
  )}`;
  const styleHash = createHash('sha256').update(styles).digest('base64');
  return {
    html,
    contentSecurityPolicy: [
      "default-src 'none'",
      `style-src 'sha256-${styleHash}'`,
      "img-src 'self'",
      "form-action 'self'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  };
}
