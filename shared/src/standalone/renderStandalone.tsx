import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

export interface StandalonePage {
  path: string;
  element: ReactNode;
  /** label in the standalone page list; pages with parameters can omit it */
  label?: string;
}

/**
 * A remote's team runs its remote on its own (`npm run dev -w mf-gallery`): its pages under
 * their real paths, with a plain list of links instead of the shell's header.
 */
export function renderStandalone(appName: string, pages: StandalonePage[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The standalone page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <nav aria-label={`${appName} pages`} className="page-container">
          <p>
            <strong>{appName}</strong> running standalone:{' '}
            {pages
              .filter((page) => page.label)
              .map((page) => (
                <Link key={page.path} to={page.path} style={{ marginRight: '1rem' }}>
                  {page.label}
                </Link>
              ))}
          </p>
        </nav>
        <main>
          <Routes>
            {pages.map((page) => (
              <Route key={page.path} path={page.path} element={page.element} />
            ))}
          </Routes>
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
}
