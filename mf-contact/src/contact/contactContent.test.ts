import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contactPageResource, parseContactPage } from './contactContent';

const file = join(__dirname, '..', '..', 'public', 'assets', 'docs', 'contact.txt');

describe('contact page content', () => {
  it('the committed file parses', () => {
    const content = parseContactPage(JSON.parse(readFileSync(file, 'utf8')));
    expect(content.intro.length).toBeGreaterThan(0);
    expect(content.formHeading).not.toBe('');
  });

  it('agrees with the free-trial facts of the spec (ages 4 to 17)', () => {
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('free trial');
    expect(text).toContain('4 to 17');
  });

  it('rejects a file missing a field, naming it', () => {
    expect(() => parseContactPage({ description: 'd', keywords: 'k', intro: ['i'] })).toThrow(
      /formHeading/,
    );
    expect(() =>
      parseContactPage({
        description: 'd',
        keywords: 'k',
        intro: [],
        formHeading: 'f',
        visitHeading: 'v',
      }),
    ).toThrow(/intro/);
  });

  it('is read from this remote’s own origin', () => {
    expect(contactPageResource.url).toBe('http://localhost:3999/assets/docs/contact.txt');
  });
});
