import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
// the Node build: the browser build needs a MessageChannel, which jsdom lacks
import { renderToString } from 'react-dom/server.node';
import { Accordion, type AccordionItem } from './Accordion';

const items: AccordionItem[] = [
  { id: 'piano', title: 'Piano', content: <p>Piano tips</p> },
  { id: 'guitar', title: 'Guitar', content: <p>Guitar tips</p> },
  { id: 'vocal', title: 'Vocal', content: <p>Vocal tips</p> },
];

/** A panel's summary, the control the visitor presses: the browser's own disclosure button. */
function summary(title: string): HTMLElement {
  const element = screen.getByRole('heading', { name: title }).closest('summary');
  if (!element) throw new Error(`no summary for ${title}`);
  return element;
}

function openTitles(container: ParentNode = document) {
  return Array.from(container.querySelectorAll('details[open] > summary'), (s) => s.textContent);
}

describe('Accordion', () => {
  it('starts with every panel collapsed, or with the default one open', () => {
    const { unmount } = render(<Accordion id="lessons" items={items} />);
    expect(openTitles()).toEqual([]);
    expect(screen.getByText('Piano tips')).not.toBeVisible();
    unmount();

    render(<Accordion id="lessons" items={items} defaultOpenId="guitar" />);
    expect(openTitles()).toEqual(['Guitar']);
    expect(screen.getByText('Guitar tips')).toBeVisible();
    expect(screen.getByText('Piano tips')).not.toBeVisible();
  });

  it('is drawn as <details> in one name group, so the browser opens the panels without scripts', () => {
    const html = renderToString(<Accordion id="lessons" items={items} defaultOpenId="guitar" />);
    const names = [...html.matchAll(/<details[^>]* name="([^"]+)"/g)].map(([, name]) => name);
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(1);
    expect(html).toMatch(/<details[^>]* open=""[^>]*><summary[^>]*><h2[^>]*>Guitar<\/h2>/);
    expect(renderToString(<Accordion id="lessons" items={items} multiple />)).not.toContain(
      ' name=',
    );
  });

  it('names its ids from the id it is given, the same wherever in the page it is drawn', () => {
    // the server draws a remote's region apart from the page: ids must not depend on the tree
    const alone = renderToString(<Accordion id="lessons" items={items} />);
    const deep = renderToString(
      <main>
        <p>before</p>
        <section>
          <Accordion id="lessons" items={items} />
        </section>
      </main>,
    );
    expect(deep).toContain(alone);
    expect(alone).toContain('id="lessons-summary-0"');
  });

  it('keeps only one panel open: opening another closes the first', async () => {
    const user = userEvent.setup();
    render(<Accordion id="lessons" items={items} />);

    await user.click(summary('Piano'));
    expect(openTitles()).toEqual(['Piano']);
    expect(screen.getByText('Piano tips')).toBeVisible();

    await user.click(summary('Vocal'));
    expect(openTitles()).toEqual(['Vocal']);
    expect(screen.getByText('Vocal tips')).toBeVisible();
    expect(screen.getByText('Piano tips')).not.toBeVisible();
  });

  it('closes the open panel when its own summary is pressed again', async () => {
    const user = userEvent.setup();
    render(<Accordion id="lessons" items={items} defaultOpenId="piano" />);
    await user.click(summary('Piano'));
    expect(openTitles()).toEqual([]);
  });

  it('ties each summary to its panel, a labelled region while there are few panels', () => {
    render(<Accordion id="lessons" items={items} headingLevel={3} />);
    const piano = summary('Piano');
    const panel = document.getElementById(piano.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent('Piano tips');
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).toHaveAttribute('aria-labelledby', piano.id);
    expect(screen.getByRole('heading', { level: 3, name: 'Piano' })).toBeInTheDocument();
  });

  it('leaves out the region role when there are many panels', () => {
    const many = Array.from({ length: 7 }, (_, index) => ({
      id: `q${index}`,
      title: `Question ${index}`,
      content: `Answer ${index}`,
    }));
    render(<Accordion id="lessons" items={many} defaultOpenId="q0" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Answer 0')).toBeVisible();
  });

  it('moves focus between the summaries with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Accordion id="lessons" items={items} />);
    summary('Piano').focus();

    await user.keyboard('{ArrowDown}');
    expect(summary('Guitar')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(summary('Piano')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(summary('Vocal')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(summary('Piano')).toHaveFocus();
    await user.keyboard('{End}');
    expect(summary('Vocal')).toHaveFocus();
    // moving focus opens nothing
    expect(openTitles()).toEqual([]);
  });

  it('is taken over by hydration as the visitor left it, one panel open from then on', async () => {
    const user = userEvent.setup();
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Accordion id="lessons" items={items} defaultOpenId="piano" />,
    );
    document.body.append(container);
    // before the code arrives, the visitor opens Vocal (the browser closes Piano)
    const drawn = Array.from(container.querySelectorAll('details'));
    drawn[0]?.removeAttribute('open');
    drawn[2]?.setAttribute('open', '');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () =>
      hydrateRoot(container, <Accordion id="lessons" items={items} />),
    );
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(Array.from(container.querySelectorAll('details'))).toEqual(drawn);
    expect(openTitles(container)).toEqual(['Vocal']);
    await user.click(summary('Guitar'));
    expect(openTitles(container)).toEqual(['Guitar']);
    act(() => root.unmount());
    container.remove();
  });

  it('with `multiple`, keeps several panels open, each summary toggling its own', async () => {
    const user = userEvent.setup();
    render(<Accordion id="lessons" items={items} multiple />);
    await user.click(summary('Piano'));
    await user.click(summary('Vocal'));
    expect(openTitles()).toEqual(['Piano', 'Vocal']);
    expect(screen.getByText('Piano tips')).toBeVisible();
    await user.click(summary('Piano'));
    expect(openTitles()).toEqual(['Vocal']);
    expect(screen.getByText('Piano tips')).not.toBeVisible();
  });

  it("adds the page's own class beside its own", () => {
    const { container } = render(<Accordion id="lessons" items={items} className="faq-column" />);
    expect(container.firstElementChild).toHaveClass('accordion', 'faq-column');
  });
});
