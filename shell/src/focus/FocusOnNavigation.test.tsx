import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { FocusOnNavigation } from './FocusOnNavigation';

function Page() {
  const main = useRef<HTMLElement>(null);
  return (
    <>
      <Link to="/next">Next page</Link>
      <Link to="/next?tab=2">Same page, other query</Link>
      <FocusOnNavigation target={main} />
      <main ref={main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('FocusOnNavigation', () => {
  it('leaves focus alone on the first page of the visit', () => {
    renderAt('/');
    expect(screen.getByRole('main')).not.toHaveFocus();
  });

  it('moves focus to the main content when the page changes', async () => {
    const router = renderAt('/');
    screen.getByRole('link', { name: 'Next page' }).focus();
    await act(() => router.navigate('/next'));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('keeps focus where it is when only the query changes', async () => {
    const router = renderAt('/next');
    const link = screen.getByRole('link', { name: 'Same page, other query' });
    link.focus();
    await act(() => router.navigate('/next?tab=2'));
    expect(link).toHaveFocus();
  });
});
