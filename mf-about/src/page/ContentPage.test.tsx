import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useContentStore, type ContentState } from '@harmoni/shared';
import { ContentPage } from './ContentPage';

function renderPage(content: ContentState<string>, instrument?: string) {
  return render(
    <MemoryRouter>
      <ContentPage
        content={content}
        urls={['https://a.example/one.txt', 'https://a.example/two.txt']}
        label="the page"
        instrument={instrument}
      >
        {(data) => <p>{data}</p>}
      </ContentPage>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useContentStore.setState({ entries: {} });
});

describe('ContentPage', () => {
  it('shows a spinner while loading, and no Get Started yet', () => {
    renderPage({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page');
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it('draws the data once ready, with Get Started preselecting the instrument', () => {
    renderPage({ status: 'ready', data: 'Hello' }, 'guitar');
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact?instrument=guitar',
    );
  });

  it('shows a notice on failure; Retry forgets only the files that failed', () => {
    const failed: ContentState<unknown> = { status: 'error', error: new Error('down') };
    const ready: ContentState<unknown> = { status: 'ready', data: 'x' };
    useContentStore.setState({
      entries: { 'https://a.example/one.txt': ready, 'https://a.example/two.txt': failed },
    });
    renderPage({ status: 'error', error: new Error('down') });

    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, this page could not be loaded.');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(useContentStore.getState().entries).toEqual({ 'https://a.example/one.txt': ready });
  });
});
