import { site } from '@harmoni/shared';
import { readPublic } from '../testing/serveContent';
import { parseFaq } from './faq';

const raw = readPublic('assets/docs/faq.txt');
const faq = parseFaq(JSON.parse(raw));
const answers = faq.questions.map(({ a }) => a).join('\n');

describe('the general FAQ content file', () => {
  it('has 12 questions, each with an answer', () => {
    expect(faq.questions).toHaveLength(12);
    expect(new Set(faq.questions.map(({ q }) => q)).size).toBe(12);
  });

  it('gives the starting ages of SPEC section 9, with guitar at 7', () => {
    expect(answers).toContain('Piano can start from 4 to 5 years old');
    expect(answers).toContain('ukulele from 5 to 6');
    expect(answers).toContain('vocal lessons from 6 to 8');
    expect(answers).toContain('guitar from 7');
  });

  it('states the free trial for ages 4 to 17 and the RM50 commitment fee rules', () => {
    expect(answers).toContain('one free trial lesson per programme for children aged 4 to 17');
    expect(answers).toContain('commitment fee of RM50 per programme');
    expect(answers).toMatch(/RM50 is credited against the registration fee/);
    expect(answers).toMatch(/does not turn up[^.]*forfeited/);
  });

  it('gives the lesson length, the daily practice and the wait for a link request', () => {
    expect(answers).toContain('between 30 and 60 minutes');
    expect(answers).toContain('15 to 30 minutes of practice every day');
    expect(answers).toContain('2-3 weeks');
  });

  it('reads the phone number from the site config', () => {
    expect(raw).not.toContain(site.phone);
    expect(answers).toContain(site.phone);
  });
});
