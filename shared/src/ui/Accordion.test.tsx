import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, type AccordionItem } from './Accordion';

const items: AccordionItem[] = [
  { id: 'piano', title: 'Piano', content: <p>Piano tips</p> },
  { id: 'guitar', title: 'Guitar', content: <p>Guitar tips</p> },
  { id: 'vocal', title: 'Vocal', content: <p>Vocal tips</p> },
];

function button(name: string) {
  return screen.getByRole('button', { name });
}

function openTitles() {
  return screen
    .getAllByRole('button')
    .filter((element) => element.getAttribute('aria-expanded') === 'true')
    .map((element) => element.textContent);
}

describe('Accordion', () => {
  it('starts with every panel collapsed, or with the default one open', () => {
    const { unmount } = render(<Accordion items={items} />);
    expect(openTitles()).toEqual([]);
    expect(screen.getByText('Piano tips')).not.toBeVisible();
    unmount();

    render(<Accordion items={items} defaultOpenId="guitar" />);
    expect(openTitles()).toEqual(['Guitar']);
    expect(screen.getByText('Guitar tips')).toBeVisible();
    expect(screen.getByText('Piano tips')).not.toBeVisible();
  });

  it('keeps only one panel open: opening another closes the first', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);

    await user.click(button('Piano'));
    expect(openTitles()).toEqual(['Piano']);
    expect(screen.getByText('Piano tips')).toBeVisible();

    await user.click(button('Vocal'));
    expect(openTitles()).toEqual(['Vocal']);
    expect(screen.getByText('Vocal tips')).toBeVisible();
    expect(screen.getByText('Piano tips')).not.toBeVisible();
  });

  it('closes the open panel when its own button is pressed again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultOpenId="piano" />);
    await user.click(button('Piano'));
    expect(openTitles()).toEqual([]);
  });

  it('ties each button to its panel, a labelled region while there are few panels', () => {
    render(<Accordion items={items} headingLevel={3} />);
    const piano = button('Piano');
    const panel = document.getElementById(piano.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent('Piano tips');
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).toHaveAttribute('aria-labelledby', piano.id);
    expect(screen.getByRole('heading', { level: 3, name: 'Piano' })).toContainElement(piano);
  });

  it('leaves out the region role when there are many panels', () => {
    const many = Array.from({ length: 7 }, (_, index) => ({
      id: `q${index}`,
      title: `Question ${index}`,
      content: `Answer ${index}`,
    }));
    render(<Accordion items={many} defaultOpenId="q0" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Answer 0')).toBeVisible();
  });

  it('toggles with Enter and Space, as real buttons do', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    expect(button('Piano')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(openTitles()).toEqual(['Piano']);
    await user.keyboard(' ');
    expect(openTitles()).toEqual([]);
  });

  it('moves focus between the buttons with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    button('Piano').focus();

    await user.keyboard('{ArrowDown}');
    expect(button('Guitar')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(button('Piano')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(button('Vocal')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('Piano')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Vocal')).toHaveFocus();
    // moving focus opens nothing
    expect(openTitles()).toEqual([]);
  });

  it('lets the parent decide which panel is open, and tells it what was chosen', async () => {
    const user = userEvent.setup();
    const changes: (string | null)[] = [];
    function Controlled() {
      const [open, setOpen] = useState<string | null>('guitar');
      return (
        <>
          <Accordion
            items={items}
            openId={open}
            onOpenChange={(next) => {
              changes.push(next);
              setOpen(next);
            }}
          />
          <button type="button" onClick={() => setOpen('vocal')}>
            Parent opens vocal
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(openTitles()).toEqual(['Guitar']);

    await user.click(button('Piano'));
    expect(openTitles()).toEqual(['Piano']);
    await user.click(button('Piano'));
    expect(openTitles()).toEqual([]);
    expect(changes).toEqual(['piano', null]);

    await user.click(button('Parent opens vocal'));
    expect(openTitles()).toEqual(['Vocal']);
  });

  it('follows a controlled openId even when the parent ignores a click', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(<Accordion items={items} openId="piano" onOpenChange={onOpenChange} />);
    await user.click(button('Guitar'));
    expect(onOpenChange).toHaveBeenCalledWith('guitar');
    expect(openTitles()).toEqual(['Piano']);
  });

  it('with `multiple`, keeps several panels open, each button toggling its own', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} multiple />);
    await user.click(button('Piano'));
    await user.click(button('Vocal'));
    expect(openTitles()).toEqual(['Piano', 'Vocal']);
    expect(screen.getByText('Piano tips')).toBeVisible();
    await user.click(button('Piano'));
    expect(openTitles()).toEqual(['Vocal']);
    expect(screen.getByText('Piano tips')).not.toBeVisible();
  });

  it("adds the page's own class beside its own", () => {
    const { container } = render(<Accordion items={items} className="faq-column" />);
    expect(container.firstElementChild).toHaveClass('accordion', 'faq-column');
  });
});
