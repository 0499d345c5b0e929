import { provideRemoteLoader, site } from '@harmoni/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { homeSections } from '@harmoni/shared/routes';
import { HomePage } from './HomePage';

jest.mock('../federation/remoteRegistry', () => ({ refreshRemote: jest.fn() }));

function sectionOf(id: string) {
  return function RemoteSection() {
    return <p>section {id}</p>;
  };
}

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

function renderHome() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

describe('HomePage', () => {
  it('has the banner, the intro with Get Started, every section in order, and the award note', async () => {
    provideRemoteLoader((id) => Promise.resolve({ default: sectionOf(id) }));
    const { container } = renderHome();
    expect(screen.getByTestId('home-banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    for (const section of homeSections) {
      expect(await screen.findByText(`section ${section.moduleId}`)).toBeInTheDocument();
    }
    expect(
      [...container.querySelectorAll('[data-home-section]')].map((element) =>
        element.getAttribute('data-home-section'),
      ),
    ).toEqual([
      'gallery/HomeEvents',
      'gallery/EventRecaps',
      'lessons/LessonCards',
      'lessons/WhyUs',
      'about/Testimonials',
    ]);
    expect(
      screen.getByRole('region', { name: `Congratulations, ${site.principal}` }),
    ).toBeInTheDocument();
  });

  it('opens the award announcement on arrival', async () => {
    provideRemoteLoader(() => new Promise(() => undefined));
    renderHome();
    expect(await screen.findByRole('dialog', { name: 'Award announcement' })).toBeInTheDocument();
  });

  it('keeps its other sections when one remote is down', async () => {
    provideRemoteLoader((id) =>
      id.startsWith('gallery/')
        ? Promise.reject(new Error('gallery is down'))
        : Promise.resolve({ default: sectionOf(id) }),
    );
    renderHome();
    expect(await screen.findByText('section lessons/LessonCards')).toBeInTheDocument();
    expect(await screen.findByText('section about/Testimonials')).toBeInTheDocument();
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(
      screen.getByText('Sorry, the events section is not available right now.'),
    ).toBeInTheDocument();
  });

  it('sets a title and description aimed at a music school in the area', () => {
    provideRemoteLoader(() => new Promise(() => undefined));
    renderHome();
    expect(document.title).toBe(
      `Music Lessons in ${site.area} | ${site.brand} - Music School in ${site.area}`,
    );
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toMatch(new RegExp(`music school in ${site.area}`));
  });
});
