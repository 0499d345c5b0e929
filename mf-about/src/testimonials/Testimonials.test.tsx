import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContentStore } from '@harmoni/shared';
import { serveContent } from '../testing/serveContent';
import Testimonials from './Testimonials';

const long = `${'Lovely teachers. '.repeat(6)}The end.`;
const file = JSON.stringify({
  column_1: [{ cust_name: 'Nurul Aina', comment: long }],
  column_2: [
    { cust_name: 'Jason Tan', comment: 'Relaxed and fun.' },
    { cust_name: 'Siti Hajar', comment: 'I sang my first solo.' },
  ],
});

beforeEach(() => {
  useContentStore.setState({ entries: {} });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Testimonials', () => {
  it('shows each comment in quotes with the customer name, column by column', async () => {
    const fetchMock = serveContent({ 'assets/docs/testimonial.txt': file });
    render(<Testimonials />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the testimonials');
    const short = await screen.findByText('“Relaxed and fun.”');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://localhost:3999/assets/docs/testimonial.txt');
    expect(short.closest('figure')).toHaveTextContent('Jason Tan');
    expect(
      screen.getByRole('heading', { level: 2, name: 'What Our Families Say' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(screen.getAllByRole('figure')).toHaveLength(3);
    // a short comment has nothing to show
    expect(screen.getAllByRole('button', { name: /^Show/ })).toHaveLength(1);
  });

  it('cuts a long comment to 100 characters and an ellipsis; Show reveals the rest for good', async () => {
    const user = userEvent.setup();
    serveContent({ 'assets/docs/testimonial.txt': file });
    render(<Testimonials />);
    const show = await screen.findByRole('button', {
      name: 'Show the full comment from Nurul Aina',
    });
    expect(show).toHaveTextContent(/^Show$/);
    const figure = show.closest('figure') as HTMLElement;
    const quote = within(figure).getByText(/^“Lovely/);
    expect(quote).toHaveTextContent(`“${long.slice(0, 100)}…”`);

    await user.click(show);
    expect(quote).toHaveTextContent(`“${long}”`);
    // no way back: the button is gone, and focus stays with the text the reader asked for
    expect(within(figure).queryByRole('button')).not.toBeInTheDocument();
    expect(quote).toHaveFocus();
  });

  it('draws the committed testimonials, some of them cut', async () => {
    serveContent();
    render(<Testimonials />);
    expect((await screen.findAllByRole('figure')).length).toBeGreaterThanOrEqual(6);
    expect(screen.getAllByRole('button', { name: /^Show/ }).length).toBeGreaterThanOrEqual(2);
  });

  it('shows a notice with Retry when the file cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveContent({ 'assets/docs/testimonial.txt': 500 });
    render(<Testimonials />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, the testimonials could not be loaded.',
    );
    serveContent({ 'assets/docs/testimonial.txt': file });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('“Relaxed and fun.”')).toBeInTheDocument();
  });
});
