import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from '@harmoni/shared';
import { EnquiryResultDialog } from './EnquiryResultDialog';

describe('EnquiryResultDialog', () => {
  it('thanks the visitor after a successful enquiry', () => {
    render(<EnquiryResultDialog state={{ status: 'sent' }} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Thank you!' });
    expect(dialog).toHaveAccessibleDescription('We shall contact you as quickly as practicable.');
  });

  it('after a failure, asks the visitor to use WhatsApp, naming the class in lowercase', () => {
    render(
      <EnquiryResultDialog
        state={{ status: 'failed', programme: 'Online Lesson' }}
        onClose={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Oops...' });
    expect(dialog).toHaveTextContent('Something went wrong');
    expect(dialog).toHaveTextContent('Please message us on WhatsApp');
    const link = screen.getByRole('link', { name: 'Message us on WhatsApp' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe(`https://wa.me/${site.whatsappNumber}`);
    expect(href.searchParams.get('text')).toBe(
      `Hi ${site.brand}, I would like to enquire about online lesson classes.`,
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    render(<EnquiryResultDialog state={{ status: 'sent' }} onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on its Close button, or a click on the backdrop', async () => {
    const onClose = jest.fn();
    render(<EnquiryResultDialog state={{ status: 'sent' }} onClose={onClose} />);
    await userEvent.click(screen.getByText('We shall contact you as quickly as practicable.'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('dialog', { name: 'Thank you!' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows nothing while idle or sending', () => {
    const { container, rerender } = render(
      <EnquiryResultDialog state={{ status: 'idle' }} onClose={jest.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<EnquiryResultDialog state={{ status: 'sending' }} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
