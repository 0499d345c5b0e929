import fs from 'node:fs';
import path from 'node:path';
import { site } from '@harmoni/shared';
import { siteFactNames } from '@harmoni/shared/siteFacts';
import { parseWhyUs } from './whyUsContent';

const reason = { icon: 'cover', title: 'Cover', text: 'Replacement lessons.' };

describe('parseWhyUs', () => {
  it('reads the reasons, with terms not applying unless said', () => {
    expect(parseWhyUs({ title: 'Why Us', intro: 'Hi', reasons: [reason] })).toEqual({
      title: 'Why Us',
      intro: 'Hi',
      reasons: [{ ...reason, termsApply: false }],
    });
  });

  it('rejects an icon it cannot draw, naming the field', () => {
    expect(() =>
      parseWhyUs({ title: 'Why Us', intro: 'Hi', reasons: [{ ...reason, icon: 'rocket' }] }),
    ).toThrow(/icon/);
  });

  it('rejects a block without reasons', () => {
    expect(() => parseWhyUs({ title: 'Why Us', intro: 'Hi', reasons: [] })).toThrow(/reasons/);
  });
});

describe('why-us.txt', () => {
  const raw = fs.readFileSync(path.join(__dirname, '../../public/assets/docs/why-us.txt'), 'utf8');
  const content = parseWhyUs(JSON.parse(raw));

  it('gives the six reasons of the spec, in order', () => {
    expect(content.reasons.map((entry) => entry.title)).toEqual([
      'Designed for you',
      'Teachers',
      'Environment',
      'Showcase',
      'Assessment',
      'Cover',
    ]);
  });

  it('notes that terms apply to Cover only', () => {
    expect(content.reasons.filter((entry) => entry.termsApply).map((entry) => entry.title)).toEqual(
      ['Cover'],
    );
  });

  it('names the school through placeholders only', () => {
    for (const [, name] of raw.matchAll(/\{(\w+)\}/g)) expect(siteFactNames).toContain(name);
    expect(raw).not.toContain(site.brand);
    expect(raw).not.toContain(site.area);
  });
});
