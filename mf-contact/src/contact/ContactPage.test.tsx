import { render, screen, waitFor, within } from '@testing-library/react';
import { minimumFillMs } from '@harmoni/shared/enquiry';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  fullAddress,
  provideRemoteLoader,
  site,
  useContentStore,
  type Lesson,
  type LessonService,
} from '@harmoni/shared';
import type { ContactPageContent } from './contactContent';
import ContactPage from './ContactPage';

jest.setTimeout(20_000);

const lessonsUrl = 'http://localhost:3998/assets/docs/lesson.txt';
const contactUrl = 'http://localhost:3999/assets/docs/contact.txt';

const lessons: Lesson[] = [
  { title: 'piano', image: 'piano.jpg', link: 'piano', hasLink: true },
  { title: 'violin', image: 'violin.jpg', link: 'violin', hasLink: true },
  { title: 'online lesson', image: 'online.jpg', link: 'online-lesson', hasLink: true },
];

const lessonService: LessonService = {
  lessons: { url: lessonsUrl, parse: (raw) => raw as Lesson[] },
};

const words: ContactPageContent = {
  description: 'Book a free trial lesson.',
  keywords: 'free trial',
  intro: ['Every programme starts with a free trial.', 'Or message us.'],
  formHeading: 'Book a free trial',
  visitHeading: 'Visit us',
};

function serve(files: Record<string, unknown>) {
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    const body = files[String(input)];
    return Promise.resolve(
      body === undefined
        ? new Response('missing', { status: 404 })
        : new Response(JSON.stringify(body), { status: 200 }),
    );
  });
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/contact" element={<ContactPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useContentStore.setState({ entries: {} });
  provideRemoteLoader((id) =>
    id === 'lessons/lessonService'
      ? Promise.resolve({ default: lessonService })
      : Promise.reject(new Error(`unknown module ${id}`)),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ContactPage', () => {
  it('shows the intro, the form with the programmes in title case, and the page meta', async () => {
    serve({ [lessonsUrl]: lessons, [contactUrl]: words });
    renderAt('/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(
      await screen.findByText('Every programme starts with a free trial.'),
    ).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Class' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Piano', 'Violin', 'Online Lesson']);
    expect(select).toHaveValue('Piano');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Book a free trial' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Contact Us | Harmoni Music School - Music School in Setia Alam');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'Book a free trial lesson.',
      ),
    );
  });

  it.each([
    ['violin', 'Violin'],
    ['piano', 'Piano'],
    ['online-lesson', 'Online Lesson'],
    ['drums', 'Piano'],
  ])('?instrument=%s preselects %s', async (instrument, expected) => {
    serve({ [lessonsUrl]: lessons, [contactUrl]: words });
    renderAt(`/contact?instrument=${instrument}`);
    expect(await screen.findByRole('combobox', { name: 'Class' })).toHaveValue(expected);
  });

  it('shows the address, WhatsApp and e-mail links, the map, and the policy links', async () => {
    serve({ [lessonsUrl]: lessons, [contactUrl]: words });
    renderAt('/contact');
    const details = await screen.findByRole('region', { name: 'Visit us' });
    expect(details).toHaveTextContent(fullAddress());
    expect(within(details).getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      `https://wa.me/${site.whatsappNumber}`,
    );
    expect(within(details).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    // the map only once asked for (MapEmbed.test.tsx)
    expect(within(details).getByRole('button', { name: 'Show the map' })).toBeInTheDocument();
    expect(screen.queryByTitle(`Map showing ${site.brand} in ${site.area}`)).toBeNull();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it('offers WhatsApp and e-mail when the class list cannot be loaded', async () => {
    serve({ [contactUrl]: words });
    renderAt('/contact');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Sorry, the enquiry form could not be loaded.');
    expect(within(notice).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/${site.whatsappNumber}`,
    );
    expect(screen.queryByRole('combobox', { name: 'Class' })).not.toBeInTheDocument();
  });

  it('keeps the form working when its own words fail to load, and retries them', async () => {
    serve({ [lessonsUrl]: lessons });
    renderAt('/contact');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Sorry, part of this page could not be loaded.');
    expect(await screen.findByRole('combobox', { name: 'Class' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Enquiry form' })).toBeInTheDocument();

    serve({ [lessonsUrl]: lessons, [contactUrl]: words });
    await userEvent.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Or message us.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lays out the form and the details only once the intro and the class list are there', async () => {
    // Anything shown earlier would be pushed down when they arrive: a layout shift.
    let sendLessons = (): void => undefined;
    global.fetch = jest.fn((input: RequestInfo | URL) => {
      const url = String(input);
      const respond = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
      if (url === contactUrl) return Promise.resolve(respond(words));
      return new Promise<Response>((resolve) => {
        sendLessons = () => resolve(respond(lessons));
      });
    });
    renderAt('/contact');
    expect(
      await screen.findByText('Every programme starts with a free trial.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('region', { name: 'Visit us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).not.toBeInTheDocument();

    sendLessons();
    expect(await screen.findByRole('combobox', { name: 'Class' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Visit us' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps what the visitor typed when the intro is retried', async () => {
    serve({ [lessonsUrl]: lessons });
    renderAt('/contact');
    const notice = await screen.findByRole('alert');
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Aisyah');

    serve({ [lessonsUrl]: lessons, [contactUrl]: words });
    await userEvent.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Or message us.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Aisyah');
  });

  it('moves focus to the form heading after a successful enquiry is acknowledged', async () => {
    serve({ [lessonsUrl]: lessons, [contactUrl]: words });
    renderAt('/contact');
    await screen.findByRole('combobox', { name: 'Class' });
    const user = userEvent.setup();
    document.cookie = 'XSRF-TOKEN=t; path=/';
    global.fetch = jest.fn(() => Promise.resolve(new Response('{}', { status: 201 })));
    await user.type(screen.getByLabelText(/^Name/), 'Aminah');
    await user.type(screen.getByLabelText(/^Mobile number/), '0123456789');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // the form waits out the minimum fill time since the visitor started on it
    await screen.findByRole('dialog', { name: 'Thank you!' }, { timeout: minimumFillMs + 3000 });
    expect(global.fetch).toHaveBeenCalledWith('/api/general/csrf', expect.anything());
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/general/enquiry',
      expect.objectContaining({ method: 'POST' }),
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { level: 2, name: 'Book a free trial' })).toHaveFocus();
  });
});
