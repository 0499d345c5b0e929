import { site } from '@harmoni/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Banner } from './Banner';

describe('Banner', () => {
  it('names the school in its heading, and welcomes the visitor', () => {
    render(<Banner />);
    expect(screen.getByRole('heading', { level: 1, name: site.brand })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: `Welcome to ${site.brand}` })).toBeInTheDocument();
  });

  it('shows its picture at once and first, sized, with a webp source', () => {
    const { container } = render(<Banner />);
    const image = screen.getByRole('img');
    expect(image).toHaveAccessibleName(/music notes/);
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    const webp = container.querySelector('picture > source[type="image/webp"]');
    expect(webp).toHaveAttribute(
      'srcset',
      '/assets/images/home/banner-800.webp 800w, /assets/images/home/banner.webp 1600w',
    );
    expect(webp).toHaveAttribute('sizes', '100vw');
  });

  it('links its arrow to the content, so it works before any script', () => {
    render(<Banner />);
    expect(screen.getByRole('link', { name: 'Scroll down to the content' })).toHaveAttribute(
      'href',
      '#home-content',
    );
  });

  it('scrolls to the content with its arrow', async () => {
    const content = document.createElement('section');
    content.id = 'home-content';
    content.scrollIntoView = jest.fn();
    document.body.appendChild(content);
    render(<Banner />);
    await userEvent.click(screen.getByRole('link', { name: 'Scroll down to the content' }));
    expect(content.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    content.remove();
  });
});
