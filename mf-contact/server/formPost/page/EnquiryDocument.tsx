import { pageTitle, site } from '@harmoni/shared/enquiry';
import type { ReactNode } from 'react';

export interface EnquiryDocumentProps {
  /** the page's own part of the title: '{title} | {brand} - Music School in {area}' */
  title: string;
  /** the site's tokens and base rules, the form's and this page's (pageStyles.ts) */
  styles: string;
  children: ReactNode;
}

/**
 * The page the enquiry server answers a form posted without JavaScript: the site's look (its
 * tokens, base rules and the form's own rules), its brand leading home, and one card.
 */
export function EnquiryDocument({ title, styles, children }: EnquiryDocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* an answer to one visitor's post, not a page to list */}
        <meta name="robots" content="noindex" />
        <title>{pageTitle(title)}</title>
        <style dangerouslySetInnerHTML={{ __html: styles }} />
      </head>
      <body>
        <header className="site-bar">
          <a href="/" className="brand">
            {site.brand}
          </a>
        </header>
        <main className="page">
          <div className="card">{children}</div>
        </main>
      </body>
    </html>
  );
}
