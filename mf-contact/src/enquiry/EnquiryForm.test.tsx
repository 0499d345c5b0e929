import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Programme } from '@harmoni/shared/enquiry';
import { EnquiryRequestError } from './sendEnquiry';
import type { SendEnquiry } from './useEnquirySubmission';
import type { CaptchaCheck } from './captcha';
import { EnquiryForm } from './EnquiryForm';

const programmes: Programme[] = ['Piano', 'Violin', 'Online Lesson'];

// Whole-form interactions in jsdom take a while on a busy machine.
jest.setTimeout(20_000);

function renderForm(props: Partial<Parameters<typeof EnquiryForm>[0]> = {}) {
  const send =
    props.send ?? jest.fn<Promise<void>, Parameters<SendEnquiry>>(() => Promise.resolve());
  const user = userEvent.setup();
  // no token request in jsdom: the form is taken as opened long ago
  const open = props.open ?? (() => Promise.resolve(undefined));
  render(
    <EnquiryForm
      programmes={programmes}
      defaultProgramme="Piano"
      {...props}
      send={send}
      open={open}
    />,
  );
  return { user, send };
}

/** A captcha widget the test answers for the visitor, with no response to begin with. */
function testCaptcha() {
  let respond: (response: string) => void = () => undefined;
  const captcha: CaptchaCheck = {
    initialResponse: '',
    Widget: ({ onResponse }) => {
      respond = onResponse;
      return <p>captcha</p>;
    },
  };
  return { captcha, answer: (response: string) => respond(response) };
}

/** The text input labelled so ('Name' matches the label 'Name *'). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));
const submitButton = () => screen.getByRole('button', { name: /Submit|Sending/ });

/** Types a whole value at once (as a paste), then leaves the field. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = field(label);
  await user.clear(input);
  if (value !== '') {
    await user.click(input);
    await user.paste(value);
  }
  await user.tab();
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, 'Name', 'Aminah Yusof');
  await fill(user, 'Mobile number', '012-3456789');
}

function errorOf(label: string): string {
  const input = field(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? '';
}

describe('EnquiryForm', () => {
  it('starts with the defaults: the given class, Mr, WhatsApp; Submit disabled', async () => {
    renderForm();
    const select = screen.getByRole('combobox', { name: 'Class' });
    expect(select).toHaveValue('Piano');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(programmes);
    const title = screen.getByRole('group', { name: 'Title' });
    expect(
      within(title)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Mr', 'Ms']);
    expect(within(title).getByRole('radio', { name: 'Mr' })).toBeChecked();
    const prefer = screen.getByRole('group', { name: 'Contact me by' });
    expect(
      within(prefer)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['WhatsApp', 'Phone Call', 'Email']);
    expect(within(prefer).getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    await waitFor(() => expect(submitButton()).toBeDisabled());
  });

  it('shows no error before a field is touched or changed', async () => {
    const { user } = renderForm();
    await act(async () => undefined);
    expect(errorOf('Name')).toBe('');
    expect(errorOf('Mobile number')).toBe('');
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    // touched: focus, then leave
    await user.click(field('Name'));
    await user.tab();
    expect(errorOf('Name')).toBe('Name is required.');
    expect(errorOf('Mobile number')).toBe('');
  });

  it('shows the error as the field changes, before it is left', async () => {
    const { user } = renderForm();
    await user.click(field('Mobile number'));
    await user.keyboard('015');
    await waitFor(() => expect(errorOf('Mobile number')).toBe('Invalid mobile number.'));
    expect(field('Mobile number')).toHaveFocus();
  });

  it.each([
    [149, ''],
    [150, ''],
    [151, 'Name must be less than 150 characters long.'],
  ])('name of %i characters -> %j, with a counter', async (length, message) => {
    const { user } = renderForm();
    await fill(user, 'Name', 'a'.repeat(length));
    expect(errorOf('Name')).toBe(message);
    expect(screen.getByText(`${length} / 150 characters`)).toBeInTheDocument();
    if (message) expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    else expect(field('Name')).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    [349, ''],
    [350, ''],
    [351, 'Comments / Questions must be less than 350 characters long.'],
  ])('remark of %i characters -> %j, with a counter', async (length, message) => {
    const { user } = renderForm();
    await fill(user, 'Comments / Questions (optional)', 'r'.repeat(length));
    expect(errorOf('Comments / Questions (optional)')).toBe(message);
    expect(screen.getByText(`${length} / 350 characters`)).toBeInTheDocument();
  });

  it.each([
    ['', 'Mobile number is required.'],
    ['0153456789', 'Invalid mobile number.'],
    ['012345678', 'Invalid mobile number.'],
    ['012-3456789', ''],
    ['+6011-23456789', ''],
  ])('mobile number %j -> %j', async (phone, message) => {
    const { user } = renderForm();
    await fill(user, 'Mobile number', phone);
    expect(errorOf('Mobile number')).toBe(message);
  });

  it.each([
    ['', ''],
    ['aminah@', 'Invalid email.'],
    ['aminah@example.com', ''],
  ])('email %j -> %j', async (email, message) => {
    const { user } = renderForm();
    await fill(user, 'Email (optional)', email);
    expect(errorOf('Email (optional)')).toBe(message);
  });

  it('ties every error to its input for screen readers', async () => {
    const { user } = renderForm();
    await fill(user, 'Name', '');
    expect(field('Name')).toHaveAccessibleDescription(expect.stringContaining('Name is required.'));
    expect(field('Name')).toHaveAttribute('aria-required', 'true');
    expect(field('Mobile number')).toHaveAccessibleDescription(
      expect.stringContaining('A Malaysian mobile number'),
    );
  });

  it('enables Submit once the form is valid, and disables it again when it is not', async () => {
    const { user } = renderForm();
    await fillValid(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await fill(user, 'Mobile number', '0153456789');
    await waitFor(() => expect(submitButton()).toBeDisabled());
  });

  it('keeps Submit disabled without a captcha response', async () => {
    const { captcha, answer } = testCaptcha();
    const { user } = renderForm({ captcha });
    await fillValid(user);
    await act(async () => undefined);
    expect(submitButton()).toBeDisabled();
    act(() => answer('solved'));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    act(() => answer(''));
    await waitFor(() => expect(submitButton()).toBeDisabled());
  });

  it("sends a real captcha widget's response for the server to verify", async () => {
    const { captcha, answer } = testCaptcha();
    const send = jest.fn<Promise<void>, Parameters<SendEnquiry>>(() => Promise.resolve());
    const { user } = renderForm({ captcha, send });
    await fillValid(user);
    act(() => answer('turnstile-token'));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(send.mock.calls[0]?.[1].captchaResponse).toBe('turnstile-token');
  });

  it('sends the values, shows the loading state, thanks the visitor and resets', async () => {
    let finish: () => void = () => undefined;
    const send = jest.fn<Promise<void>, Parameters<SendEnquiry>>(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    const { user } = renderForm({ send, defaultProgramme: 'Violin' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Class' }), 'Online Lesson');
    await user.click(screen.getByRole('radio', { name: 'Ms' }));
    await fillValid(user);
    await fill(user, 'Email (optional)', 'aminah@example.com');
    await user.click(screen.getByRole('radio', { name: 'Phone Call' }));
    await fill(user, 'Comments / Questions (optional)', 'Weekends please.');
    await waitFor(() => expect(submitButton()).toBeEnabled());

    await user.click(submitButton());
    expect(send).toHaveBeenCalledWith(
      {
        class: 'Online Lesson',
        title: 'Ms',
        name: 'Aminah Yusof',
        phone: '012-3456789',
        email: 'aminah@example.com',
        prefer: 'Phone Call',
        remark: 'Weekends please.',
        website: '',
      },
      expect.objectContaining({ idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }),
    );
    expect(submitButton()).toHaveTextContent('Sending…');
    expect(submitButton()).toBeDisabled();

    await act(async () => finish());
    const dialog = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(dialog).toHaveTextContent('We shall contact you as quickly as practicable.');
    expect(field('Name')).toHaveValue('');
    expect(field('Mobile number')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Class' })).toHaveValue('Violin');
    expect(screen.getByRole('radio', { name: 'Mr' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    expect(errorOf('Name')).toBe('');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Submit');
    expect(submitButton()).toBeDisabled();
  });

  it('on failure shows Oops with a WhatsApp link naming the class, logs, and keeps the values', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const send = jest.fn<Promise<void>, Parameters<SendEnquiry>>(() =>
      Promise.reject(new Error('server down')),
    );
    const { user } = renderForm({ send, defaultProgramme: 'Violin' });
    await fillValid(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: 'Oops...' });
    expect(dialog).toHaveTextContent('Something went wrong');
    const link = screen.getByRole('link', { name: 'Message us on WhatsApp' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('violin classes');
    expect(error).toHaveBeenCalledWith(
      '[contact] the enquiry could not be sent',
      expect.any(Error),
    );
    expect(field('Name')).toHaveValue('Aminah Yusof');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveFocus();
    error.mockRestore();
  });

  it('retries a failed send with the same idempotency key, and a new enquiry gets a new one', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers = [Promise.reject(new Error('timed out')), Promise.resolve(), Promise.resolve()];
    for (const answer of answers) answer.catch(() => undefined);
    const send = jest.fn<Promise<void>, Parameters<SendEnquiry>>(
      () => answers.shift() ?? Promise.resolve(),
    );
    const { user } = renderForm({ send });
    await fillValid(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: 'Oops...' });
    await user.keyboard('{Escape}');
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: 'Thank you!' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await fillValid(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: 'Thank you!' });

    const keys = send.mock.calls.map(([, submission]) => submission.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    error.mockRestore();
  });

  it('sends changed fields after a failure as a new enquiry, with a new key', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers = [Promise.reject(new Error('answer lost')), Promise.resolve()];
    for (const answer of answers) answer.catch(() => undefined);
    const send = jest.fn<Promise<void>, Parameters<SendEnquiry>>(
      () => answers.shift() ?? Promise.resolve(),
    );
    const { user } = renderForm({ send });
    await fillValid(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: 'Oops...' });
    await user.keyboard('{Escape}');
    await fill(user, 'Comments / Questions (optional)', 'Weekends only, please.');
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: 'Thank you!' });

    const [first, second] = send.mock.calls.map(([, submission]) => submission.idempotencyKey);
    expect(second).not.toBe(first);
    error.mockRestore();
  });

  it('tells a visitor over the limit when to send again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const send = jest.fn<Promise<void>, Parameters<SendEnquiry>>(() =>
      Promise.reject(new EnquiryRequestError(429, 'too many', 42)),
    );
    const { user } = renderForm({ send });
    await fillValid(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Oops...' });
    expect(dialog).toHaveTextContent(
      'You have sent several enquiries in a short time. Please try again in 42 seconds.',
    );
    expect(dialog).toHaveTextContent('Message us on WhatsApp');
    error.mockRestore();
  });

  it('stamps the form once, when the visitor first focuses it, and sends with that stamp', async () => {
    const open = jest.fn(() => Promise.resolve(1234));
    const send = jest.fn<Promise<void>, Parameters<SendEnquiry>>(() => Promise.resolve());
    const user = userEvent.setup();
    render(
      <EnquiryForm programmes={programmes} defaultProgramme="Piano" send={send} open={open} />,
    );
    expect(open).not.toHaveBeenCalled();
    await fillValid(user);
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await expect(send.mock.calls[0]?.[1].opened).resolves.toBe(1234);
    // the placeholder captcha sends no response for the server to check
    expect(send.mock.calls[0]?.[1].captchaResponse).toBeUndefined();
  });

  it('sends one enquiry for a double click', async () => {
    const send = jest.fn<Promise<void>, Parameters<SendEnquiry>>(
      () => new Promise<void>((resolve) => setTimeout(resolve, 50)),
    );
    const { user } = renderForm({ send });
    await fillValid(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.dblClick(submitButton());
    await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends one enquiry for two clicks landing before the button is disabled', async () => {
    const send = jest.fn<Promise<void>, Parameters<SendEnquiry>>(
      () => new Promise<void>((resolve) => setTimeout(resolve, 50)),
    );
    const { user } = renderForm({ send });
    await fillValid(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    const button = submitButton();
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('starts over with a new class when the preselected class changes', async () => {
    function Switcher() {
      const [programme, setProgramme] = useState<Programme>('Piano');
      return (
        <>
          <button type="button" onClick={() => setProgramme('Violin')}>
            Violin instead
          </button>
          <EnquiryForm key={programme} programmes={programmes} defaultProgramme={programme} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Switcher />);
    await user.click(screen.getByRole('button', { name: 'Violin instead' }));
    expect(screen.getByRole('combobox', { name: 'Class' })).toHaveValue('Violin');
  });
});
