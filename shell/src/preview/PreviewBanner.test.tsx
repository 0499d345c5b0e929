import { act } from 'react';
import { screen } from '@testing-library/react';
import { previewBannerId } from '@harmoni/shared/preview';
import { mountPreviewBanner } from './mountPreviewBanner';

describe('the preview banner', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("takes over the server's banner: what is previewed, and a plain link out of it", async () => {
    document.body.innerHTML = `<div id="${previewBannerId}" data-remote="gallery" data-release="2.0.0-bbb"><aside>server copy</aside></div>`;
    await act(async () => mountPreviewBanner());
    const banner = screen.getByRole('complementary', { name: 'Preview' });
    expect(banner).toHaveTextContent(
      'Preview: this browser shows gallery release 2.0.0-bbb. Everyone else sees the live site.',
    );
    expect(screen.getByRole('link', { name: 'Leave preview' })).toHaveAttribute(
      'href',
      '?preview=leave',
    );
    expect(screen.queryByText('server copy')).toBeNull();
  });

  it('draws nothing on a live page', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await act(async () => mountPreviewBanner());
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
