import { fetchVimeoMetadata, parseVimeoMetadata } from './vimeoMetadata';

afterEach(() => {
  jest.restoreAllMocks();
});

function respond(body: unknown, status = 200) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
}

describe('parseVimeoMetadata', () => {
  it('reads the first item’s large thumbnail and title', () => {
    expect(
      parseVimeoMetadata([
        { title: 'Spring Recital', thumbnail_large: 'https://i.vimeocdn.com/video/1_640.jpg' },
        { title: 'Other', thumbnail_large: 'https://i.vimeocdn.com/video/2_640.jpg' },
      ]),
    ).toEqual({ title: 'Spring Recital', thumbnail: 'https://i.vimeocdn.com/video/1_640.jpg' });
  });

  it.each([[[]], [{}], [null], [[{ title: 5 }]], [[{ thumbnail_large: 'javascript:alert(1)' }]]])(
    'gives an empty banner and title for %j',
    (raw) => {
      expect(parseVimeoMetadata(raw)).toEqual({ title: '', thumbnail: '' });
    },
  );
});

describe('fetchVimeoMetadata', () => {
  it('asks the metadata endpoint once per video', async () => {
    const fetchMock = respond([{ title: 'Duet', thumbnail_large: 'https://i.vimeocdn.com/a.jpg' }]);
    global.fetch = fetchMock;
    await expect(fetchVimeoMetadata('1001')).resolves.toEqual({
      title: 'Duet',
      thumbnail: 'https://i.vimeocdn.com/a.jpg',
    });
    await fetchVimeoMetadata('1001');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://vimeo.com/api/v2/video/1001.json');
  });

  it('falls back silently on an HTTP error, and tries again next time', async () => {
    const errors = jest.spyOn(console, 'error');
    global.fetch = respond({ error: 'not found' }, 404);
    await expect(fetchVimeoMetadata('1002')).resolves.toEqual({ title: '', thumbnail: '' });
    const retry = respond([{ title: 'Found', thumbnail_large: 'https://i.vimeocdn.com/b.jpg' }]);
    global.fetch = retry;
    await expect(fetchVimeoMetadata('1002')).resolves.toEqual({
      title: 'Found',
      thumbnail: 'https://i.vimeocdn.com/b.jpg',
    });
    expect(errors).not.toHaveBeenCalled();
  });

  it('falls back silently when the network fails', async () => {
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchVimeoMetadata('1003')).resolves.toEqual({ title: '', thumbnail: '' });
  });
});
