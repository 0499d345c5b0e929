import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { site, useContentStore } from '@harmoni/shared';
import { serveContent } from '../testing/serveContent';
import ExamBoardsPage from './ExamBoardsPage';

beforeEach(() => {
  useContentStore.setState({ entries: {} });
});

describe('ExamBoardsPage', () => {
  it('shows three boards, each with its badge and description', async () => {
    const fetchMock = serveContent();
    render(
      <MemoryRouter>
        <ExamBoardsPage />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Exam Boards' }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://localhost:3999/assets/docs/exam-boards.txt');

    const boards = screen.getAllByRole('article');
    expect(boards).toHaveLength(3);
    const abrsm = screen.getByRole('article', { name: 'ABRSM' });
    const badge = within(abrsm).getByRole('img');
    expect(badge).toHaveAttribute(
      'src',
      'http://localhost:3999/assets/images/exam-boards/abrsm.svg',
    );
    expect(badge).toHaveAccessibleName(/Our drawing of a badge for ABRSM/);
    expect(badge).toHaveAttribute('width', '160');
    expect(abrsm).toHaveTextContent(
      'We prepare students for: Piano, Violin, Cello, Singing, Music Theory',
    );
    expect(abrsm).toHaveTextContent(/Grade 8/);

    const website = within(abrsm).getByRole('link', { name: /Visit the board's website/ });
    expect(website).toHaveAttribute('href', 'https://www.abrsm.org/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(website).toHaveAccessibleName("Visit the board's website of ABRSM (opens in a new tab)");

    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe(`Exam Boards | ${site.brand} - Music School in ${site.area}`);
  });
});
