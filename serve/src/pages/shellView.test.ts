/** @jest-environment node */
import { shellViewFile } from '@harmoni/shared/shellView';
import { createFakeDist } from '../testing/fakeDist';
import { renderViewSafely, shellViewLoader, type ShellView } from './shellView';

describe('shellViewLoader', () => {
  it("loads the build's renderer once, however many pages ask", async () => {
    const built = createFakeDist({
      [shellViewFile]:
        'exports.renderShellView = async (url) => ({ html: `<p>${url}</p>`, views: [], content: {} });\n' +
        'exports.sharedModules = { react: "the one React" };',
    });
    try {
      const load = shellViewLoader(built.root, () => undefined);
      const [first, second] = await Promise.all([load(), load()]);
      expect(first).toBe(second);
      expect((await first?.render('/contact'))?.html).toBe('<p>/contact</p>');
      expect(first?.sharedModules).toEqual({ react: 'the one React' });
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
  it('answers the view, or undefined with a warning when the renderer fails', async () => {
    const warn = jest.fn();
    const view: ShellView = {
      render: (url, options) =>
        Promise.resolve({
          html: `<p>${url}</p>`,
          views: [...(options?.views?.keys() ?? [])],
          content: {},
        }),
    };
    const views = new Map([['lessons/LessonPage', {}]]);
    expect(await renderViewSafely(view, '/', { views }, warn)).toEqual({
      html: '<p>/</p>',
      views: ['lessons/LessonPage'],
      content: {},
    });
    const broken: ShellView = { render: () => Promise.reject(new Error('no header')) };
    expect(await renderViewSafely(broken, '/faq', {}, warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/\/faq.*no header/));
    expect(await renderViewSafely(undefined, '/', {}, warn)).toBeUndefined();
  });
});
