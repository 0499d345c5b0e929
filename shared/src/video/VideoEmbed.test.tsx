import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoEmbed } from './VideoEmbed';

function respond(body: unknown, status = 200) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
}

const thumbnailOf = (container: HTMLElement) => container.querySelector('img');

beforeEach(() => {
  global.fetch = jest.fn(() => Promise.reject(new Error('no network in this test')));
});

describe('VideoEmbed before play', () => {
  it('shows the high quality thumbnail and a play link, and no player', () => {
    const { container } = render(<VideoEmbed videoId="aqz-KE-bpKQ" title="Year-end finale" />);
    // to the service's own player, which plays it before the page's code arrives
    expect(screen.getByRole('link', { name: 'Play video: Year-end finale' })).toHaveAttribute(
      'href',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&controls=1&loop=0&fs=1',
    );
    expect(thumbnailOf(container)).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
    );
    expect(thumbnailOf(container)).toHaveAttribute('alt', '');
    expect(thumbnailOf(container)).toHaveAttribute('width', '480');
    expect(container.querySelector('iframe')).toBeNull();
    // nothing but the thumbnail image is asked of the service before the click
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['sd', 'sddefault'],
    ['medium', 'mqdefault'],
    ['max', 'maxresdefault'],
  ] as const)('uses the %s thumbnail when asked', (quality, file) => {
    const { container } = render(<VideoEmbed videoId="abc" quality={quality} />);
    expect(thumbnailOf(container)).toHaveAttribute('src', `https://i.ytimg.com/vi/abc/${file}.jpg`);
  });

  it('names the play button plainly without a title', () => {
    render(<VideoEmbed videoId="abc" />);
    expect(screen.getByRole('link', { name: 'Play video' })).toBeInTheDocument();
  });

  it('keeps a 16:9 frame unless a class sizes it, never with an inline style', () => {
    const { container, rerender } = render(<VideoEmbed videoId="abc" />);
    const frame = container.firstElementChild as HTMLElement;
    expect(frame).toHaveClass('frame', 'widescreen');
    rerender(<VideoEmbed videoId="abc" frameClassName="tall" />);
    expect(container.firstElementChild).toHaveClass('frame', 'tall');
    expect(container.firstElementChild).not.toHaveClass('widescreen');
    expect(container.querySelector('[style]')).toBeNull();
  });
});

describe('VideoEmbed after play', () => {
  it('replaces the thumbnail with the autoplaying player, with the defaults, and focuses it', async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoEmbed videoId="aqz-KE-bpKQ" title="Year-end finale" />);
    await user.click(screen.getByRole('link', { name: 'Play video: Year-end finale' }));

    const player = screen.getByTitle('Year-end finale');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&controls=1&loop=0&fs=1',
    );
    expect(player).toHaveAttribute('allowfullscreen');
    expect(player.getAttribute('allow')).toContain('autoplay');
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(thumbnailOf(container)).toBeNull();
  });

  it('passes controls, loop, start, end and fullscreen to the player', async () => {
    const user = userEvent.setup();
    render(
      <VideoEmbed videoId="abc" controls={false} loop start={12} end={80} fullscreen={false} />,
    );
    await user.click(screen.getByRole('link', { name: 'Play video' }));
    const player = screen.getByTitle('Video player');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc?autoplay=1&controls=0&loop=1&playlist=abc&start=12&end=80&fs=0',
    );
    expect(player).not.toHaveAttribute('allowfullscreen');
    expect(player.getAttribute('allow')).not.toContain('fullscreen');
  });

  it('goes back to the thumbnail when its inputs change, and stays playing when they do not', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(<VideoEmbed videoId="first" title="First" />);
    await user.click(screen.getByRole('link', { name: 'Play video: First' }));
    rerender(<VideoEmbed videoId="first" title="First" />);
    expect(screen.getByTitle('First').tagName).toBe('IFRAME');

    rerender(<VideoEmbed videoId="second" title="First" />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(thumbnailOf(container)).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/second/hqdefault.jpg',
    );

    await user.click(screen.getByRole('link', { name: 'Play video: First' }));
    rerender(<VideoEmbed videoId="second" title="First" start={30} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Play video: First' })).toBeInTheDocument();
  });
});

describe('VideoEmbed with the second service', () => {
  it('shows the metadata thumbnail and title, then plays the second service’s player', async () => {
    const fetchMock = respond([
      { title: 'Strings Ensemble', thumbnail_large: 'https://i.vimeocdn.com/video/77_640.jpg' },
    ]);
    global.fetch = fetchMock;
    const user = userEvent.setup();
    const { container } = render(<VideoEmbed videoId="7700001" provider="vimeo" start={5} />);

    const play = await screen.findByRole('link', { name: 'Play video: Strings Ensemble' });
    expect(fetchMock).toHaveBeenCalledWith('https://vimeo.com/api/v2/video/7700001.json');
    expect(thumbnailOf(container)).toHaveAttribute(
      'src',
      'https://i.vimeocdn.com/video/77_640.jpg',
    );
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(play);
    expect(screen.getByTitle('Strings Ensemble')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/7700001?autoplay=1&controls=1&loop=0#t=5s',
    );
  });

  it('prefers the given title over the metadata', async () => {
    global.fetch = respond([{ title: 'Theirs', thumbnail_large: 'https://i.vimeocdn.com/t.jpg' }]);
    const { container } = render(<VideoEmbed videoId="7700002" provider="vimeo" title="Ours" />);
    await waitFor(() => expect(thumbnailOf(container)).not.toBeNull());
    expect(screen.getByRole('link', { name: 'Play video: Ours' })).toBeInTheDocument();
  });

  it('shows an empty banner and no title, silently, when the metadata fails', async () => {
    const errors = jest.spyOn(console, 'error');
    const fetchMock = respond('Server error', 500);
    global.fetch = fetchMock;
    const { container } = render(<VideoEmbed videoId="7700003" provider="vimeo" />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Play video' })).toBeInTheDocument();
    expect(thumbnailOf(container)).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('VideoEmbed without a video id', () => {
  beforeEach(() => {
    // React reports the thrown error on the console as well; the test checks the error itself.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it.each([[''], ['   '], [undefined]])('throws for %j', (videoId) => {
    const props = { videoId } as unknown as { videoId: string };
    expect(() => render(<VideoEmbed {...props} />)).toThrow('Video ID MUST be provided');
  });
});
