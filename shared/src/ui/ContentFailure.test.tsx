import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ContentError, missingContent } from '../content/fetchContent';
import { ContentFailure } from './ContentFailure';
import { NotFoundRedirect } from './NotFoundRedirect';

const url = 'https://releases.example/about/2.0.0-abc/assets/docs/articles/directory.json';
const malformed = new ContentError(url, 'unexpected content', 'malformed', [
  'entry "piano-tips" › description: is missing',
  'entry "piano-tips" › published_at: must be a date like 2024-03-05',
]);
const unreachable = new ContentError(url, 'network error (offline)');
const previewNote = { name: 'Content problem (preview only)' };

/** The banner the shell's server writes into every previewed page, and into no other. */
function previewThisPage() {
  document.body.insertAdjacentHTML(
    'afterbegin',
    '<div id="preview-banner" data-remote="about" data-release="2.0.0-abc"></div>',
  );
}

afterEach(() => {
  document.getElementById('preview-banner')?.remove();
});

describe('ContentFailure', () => {
  it('asks to check the connection, with Retry, for a file that could not be reached', () => {
    const retry = jest.fn();
    render(
      <ContentFailure
        error={unreachable}
        title="Sorry, our events could not be loaded."
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sorry, our events could not be loaded.Please check your connection and try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });

  it('gives a visitor a calm word for a malformed or missing file: not the connection, no detail', () => {
    for (const error of [malformed, missingContent(url)]) {
      const { unmount } = render(
        <ContentFailure
          error={error}
          title="Sorry, our events could not be loaded."
          onRetry={jest.fn()}
        />,
      );
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This part of the site is being updated. Please come back a little later.',
      );
      expect(screen.queryByText(/check your connection/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(screen.queryByRole('complementary', previewNote)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('names the file, each entry and field to the team, in a preview only', () => {
    previewThisPage();
    render(<ContentFailure error={malformed} title="Sorry, the articles could not be loaded." />);
    const note = screen.getByRole('complementary', previewNote);
    expect(note).toHaveTextContent(
      'Preview only: assets/docs/articles/directory.json cannot be used by this page',
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'entry "piano-tips" › description: is missing',
      'entry "piano-tips" › published_at: must be a date like 2024-03-05',
    ]);
  });

  it('hydrates the server’s page as it was drawn, then shows the note to the team', async () => {
    const page = (
      <ContentFailure error={malformed} title="Sorry, the articles could not be loaded." />
    );
    // what the server draws: it never knows the page is a preview (drawn here without one)
    const drawn = render(page);
    const container = document.createElement('div');
    container.innerHTML = drawn.container.innerHTML;
    drawn.unmount();
    expect(container.querySelector('aside')).toBeNull();
    document.body.append(container);
    previewThisPage();
    const mismatch = jest.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: mismatch });
    });
    expect(mismatch).not.toHaveBeenCalled();
    expect(screen.getByRole('complementary', previewNote)).toBeInTheDocument();
    container.remove();
  });
});

describe('NotFoundRedirect', () => {
  function renderRedirect(problem?: Error) {
    return render(
      <MemoryRouter initialEntries={['/gallery/photo/recital']}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="*" element={<NotFoundRedirect to="/" problem={problem} />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('sends the visitor on, whatever made the page not there', async () => {
    renderRedirect(malformed);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('stays in a preview when content made the page not there, and says what', async () => {
    previewThisPage();
    renderRedirect(malformed);
    expect(await screen.findByRole('complementary', previewNote)).toHaveTextContent(
      'directory.json cannot be used by this page',
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });

  it('sends a preview on too when the page is simply not there', async () => {
    previewThisPage();
    renderRedirect();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
