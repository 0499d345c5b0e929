import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Dropdown } from './Dropdown';

const items = [
  { to: '/about', label: 'About Us' },
  { to: '/about/faq', label: 'FAQ' },
];

function renderDropdown(status?: string) {
  return render(
    <MemoryRouter>
      <Dropdown label="About" items={items} status={status} />
      <button type="button">elsewhere</button>
    </MemoryRouter>,
  );
}

describe('Dropdown', () => {
  it('is a real button that shows and hides its links', async () => {
    renderDropdown();
    const toggle = screen.getByRole('button', { name: 'About' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/about/faq');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('is a popover its button names, so the browser opens it before any script runs', () => {
    renderDropdown();
    const toggle = screen.getByRole('button', { name: 'About' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('popovertarget', menu?.id);
    expect(menu).toHaveAttribute('popover', 'auto');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    renderDropdown();
    const toggle = screen.getByRole('button', { name: 'About' });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when a link is chosen', async () => {
    renderDropdown();
    await userEvent.click(screen.getByRole('button', { name: 'About' }));
    await userEvent.click(screen.getByRole('link', { name: 'About Us' }));
    expect(screen.getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus leaves it', async () => {
    renderDropdown();
    await userEvent.click(screen.getByRole('button', { name: 'About' }));
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with ArrowDown', async () => {
    renderDropdown();
    screen.getByRole('button', { name: 'About' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a status line, e.g. when its service is unreachable', async () => {
    renderDropdown('Lessons are unavailable right now.');
    await userEvent.click(screen.getByRole('button', { name: 'About' }));
    expect(screen.getByRole('status')).toHaveTextContent('Lessons are unavailable right now.');
  });
});
