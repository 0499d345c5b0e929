import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useContentStore } from '@harmoni/shared';
import { serveContent } from '../testing/serveContent';
import EventRecaps from './EventRecaps';

function renderRecaps() {
  return render(
    <MemoryRouter>
      <EventRecaps />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useContentStore.setState({ entries: {} });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('EventRecaps', () => {
  it('embeds every recap video from footage.txt as a thumbnail until played', async () => {
    serveContent({ 'assets/docs/footage.txt': ['aqz-KE-bpKQ', 'LXb3EKWsInQ'] });
    const user = userEvent.setup();
    const { container } = renderRecaps();
    expect(screen.getByRole('heading', { level: 2, name: 'Event Recaps' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Event recap videos' });
    const plays = within(list).getAllByRole('link', { name: /^Play video: Event recap \d$/ });
    expect(plays).toHaveLength(2);
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(plays[1] as HTMLElement);
    expect(screen.getByTitle('Event recap 2')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/LXb3EKWsInQ?autoplay=1&controls=1&loop=0&fs=1',
    );
  });

  it('shows a notice with Retry when the list cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveContent({});
    renderRecaps();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, the event recaps could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('steps aside when there are no recaps', async () => {
    serveContent({ 'assets/docs/footage.txt': [] });
    const { container } = renderRecaps();
    expect(screen.getByRole('heading', { name: 'Event Recaps' })).toBeInTheDocument();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
