import type { JsonLd } from '../pageHead/jsonLd';
import { allowedRedirect, decidePage, emptyPageFacts, mergePageFacts } from './pageFacts';

describe('decidePage: the status is one of a short list, whatever a part states', () => {
  it('answers 200 for a page that exists, 404 for one that does not, 503 for one unconfirmed', () => {
    expect(decidePage('/about').status).toBe(200);
    expect(decidePage('/no-such-page').status).toBe(404);
    expect(decidePage('/lesson/piano').status).toBe(503);
    const found = { ...emptyPageFacts(), status: 'found' as const };
    expect(decidePage('/lesson/piano', found).status).toBe(200);
    const notFound = { ...emptyPageFacts(), status: 'not-found' as const };
    expect(decidePage('/lesson/tuba', notFound)).toMatchObject({ status: 404, noindex: true });
  });

  it('sends the visitor to another page of the site with 302, or 301 when permanent', () => {
    const to = (path: string, permanent = false) =>
      decidePage('/gallery/photo/gone', { ...emptyPageFacts(), redirect: { to: path, permanent } });
    expect(to('/gallery/photo')).toMatchObject({ status: 302, location: '/gallery/photo' });
    expect(to('/', true)).toMatchObject({ status: 301, location: '/', noindex: true });
    expect(to('/contact?instrument=piano')).toMatchObject({
      location: '/contact?instrument=piano',
    });
  });

  it.each([
    ['another host', 'https://phish.example/'],
    ['a protocol-relative host', '//phish.example/'],
    ['a backslash host', '/\\phish.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'gallery/photo'],
    ['a path the route table does not draw', '/no-such-page'],
    ['a header break', '/about\r\nSet-Cookie: x=1'],
    ['the page itself', '/gallery/photo/gone'],
  ])('ignores a redirect to %s', (_what, to) => {
    const page = decidePage('/gallery/photo/gone', {
      ...emptyPageFacts(),
      status: 'found',
      redirect: { to, permanent: false },
    });
    expect(page.status).toBe(200);
    expect(page.location).toBeUndefined();
  });

  it('never redirects from a path that is not found', () => {
    const redirect = { to: '/', permanent: false };
    expect(decidePage('/nowhere', { ...emptyPageFacts(), redirect }).status).toBe(404);
  });

  it('allows only same-site paths the route table draws', () => {
    expect(allowedRedirect('/about/faq')).toBe('/about/faq');
    expect(allowedRedirect('//evil.example')).toBeUndefined();
    expect(allowedRedirect('/about/\u0000')).toBeUndefined();
    expect(allowedRedirect(`/${'a'.repeat(400)}`)).toBeUndefined();
  });
});

describe('mergePageFacts', () => {
  it("joins the parts' facts as one render would: each field the last stated, data by name", () => {
    const school: JsonLd = { '@context': 'https://schema.org', '@type': 'School' };
    const list: JsonLd = { '@context': 'https://schema.org', '@type': 'ItemList' };
    const crumbs: JsonLd = { '@context': 'https://schema.org', '@type': 'BreadcrumbList' };
    const shell = { head: { title: 'Contact Us' }, jsonLd: { school, crumbs: list } };
    const region = {
      head: { title: 'Piano Lessons' },
      status: 'found' as const,
      jsonLd: { crumbs },
    };
    expect(mergePageFacts(shell, region)).toEqual({
      head: { title: 'Piano Lessons' },
      status: 'found',
      jsonLd: { school, crumbs },
    });
    expect(mergePageFacts(region, { jsonLd: {} }).head).toEqual({ title: 'Piano Lessons' });
  });
});
