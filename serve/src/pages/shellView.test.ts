/** @jest-environment node */
import { shellViewFile } from '@harmoni/shared/shellView';
import { createFakeDist } from '../testing/fakeDist';
import { renderViewSafely, shellViewLoader } from './shellView';

describe('shellViewLoader', () => {
  it("loads the build's renderer once, however many pages ask", async () => {
    const built = createFakeDist({
      [shellViewFile]: 'exports.renderShellView = (url) => `<p>${url}</p>`;',
    });
    try {
      const load = shellViewLoader(built.root, () => undefined);
      const [first, second] = await Promise.all([load(), load()]);
      expect(first).toBe(second);
      expect(first?.('/contact')).toBe('<p>/contact</p>');
    } finally {
      built.remove();
    }
  });

  it('has no view for a build without one, and warns of nothing', async () => {
    const built = createFakeDist({ 'index.html': '<html></html>' });
    const warn = jest.fn();
    try {
      expect(await shellViewLoader(built.root, warn)()).toBeUndefined();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      built.remove();
    }
  });

  it('warns once of a renderer that does not load, and leaves pages to the browser', async () => {
    const built = createFakeDist({ [shellViewFile]: 'exports.somethingElse = 1;' });
    const warn = jest.fn();
    try {
      const load = shellViewLoader(built.root, warn);
      expect(await load()).toBeUndefined();
      expect(await load()).toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(/exports no renderShellView/);
    } finally {
      built.remove();
    }
  });
});

describe('renderViewSafely', () => {
  it('answers the view, or undefined with a warning when the renderer throws', () => {
    const warn = jest.fn();
    expect(renderViewSafely((url) => `<p>${url}</p>`, '/', warn)).toBe('<p>/</p>');
    const broken = () => {
      throw new Error('no header');
    };
    expect(renderViewSafely(broken, '/faq', warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/\/faq.*no header/));
    expect(renderViewSafely(undefined, '/', warn)).toBeUndefined();
  });
});
