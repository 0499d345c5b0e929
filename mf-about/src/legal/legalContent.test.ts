import fs from 'node:fs';
import path from 'node:path';
import { fullAddress, site } from '@harmoni/shared';
import { parseLegalDocument, type LegalDocument } from './legalDocument';
import { siteFactNames } from '@harmoni/shared/siteFacts';
import { fillLegalDocument } from './siteFacts';

function readDocument(file: string): { raw: string; doc: LegalDocument } {
  const raw = fs.readFileSync(
    path.join(__dirname, `../../public/assets/docs/legal/${file}.txt`),
    'utf8',
  );
  return { raw, doc: parseLegalDocument(JSON.parse(raw)) };
}

function allText(doc: LegalDocument): string {
  return [
    doc.title,
    doc.description,
    ...doc.sections.flatMap(({ heading, paragraphs, list }) => [
      heading,
      ...paragraphs,
      ...(list ?? []),
    ]),
  ].join('\n');
}

const files = ['terms', 'privacy-policy'] as const;

describe.each(files)('the %s content file', (file) => {
  const { raw, doc } = readDocument(file);

  it('parses, with a meta description and an update date', () => {
    expect(doc.description.length).toBeGreaterThan(50);
    expect(doc.description.length).toBeLessThanOrEqual(200);
    expect(doc.updated).toBe('2026-01-15');
    expect(doc.sections.length).toBeGreaterThan(10);
  });

  it('uses only placeholders that fillSiteFacts knows, and fills them all', () => {
    const placeholders = [...raw.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    expect(placeholders.length).toBeGreaterThan(0);
    for (const name of placeholders) expect(siteFactNames).toContain(name);
    expect(allText(fillLegalDocument(doc))).not.toMatch(/\{\w*\}/);
  });

  it('never hard-codes the school facts', () => {
    for (const fact of [site.brand, site.email, site.phone, site.address.street, fullAddress()]) {
      expect(raw).not.toContain(fact);
    }
    expect(raw).not.toMatch(/Harmoni/i);
  });

  it('names the school, its address and e-mail once filled', () => {
    const text = allText(fillLegalDocument(doc));
    expect(text).toContain(site.brand);
    expect(text).toContain(fullAddress());
    expect(text).toContain(site.email);
  });

  it('says the service is not for persons under 18', () => {
    expect(allText(doc)).toContain('under 18');
  });

  it('says requests need a wait of 2-3 weeks', () => {
    expect(allText(doc)).toMatch(/2-3 weeks|2 to 3 weeks/);
  });
});

describe('the terms', () => {
  const text = allText(readDocument('terms').doc);

  it('state the free trial per programme for ages 4 to 17', () => {
    expect(text).toContain('one free trial lesson per programme for children aged 4 to 17');
  });

  it('state the RM50 commitment fee per programme, forfeited on no-show and credited if continuing', () => {
    expect(text).toContain('commitment fee of RM50 per programme');
    expect(text).toMatch(/no-show[^.]*RM50 commitment fee is forfeited/i);
    expect(text).toMatch(
      /continues with the programme[^.]*RM50 is credited against the registration fee/,
    );
  });

  it('cover lesson length, fees, make-up lessons, holidays, the enquiry form, IP and governing law', () => {
    expect(text).toMatch(/Lessons last between 30 and 60 minutes/);
    for (const heading of [
      'Registration, fees and payment',
      'Attendance and make-up lessons',
      'Public holidays and school closures',
      'The enquiry form',
      'Intellectual property',
      'Governing law',
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('governed by the laws of Malaysia');
  });
});

describe('the privacy policy', () => {
  const text = allText(readDocument('privacy-policy').doc);

  it('follows the PDPA 2010 and lists what the enquiry form collects', () => {
    expect(text).toContain('Personal Data Protection Act 2010 (PDPA)');
    for (const field of [
      'class',
      'name',
      'mobile phone number',
      'e-mail address',
      'preferred contact method',
      'remarks',
    ]) {
      expect(text).toContain(field);
    }
  });

  it('covers retention, third-party video players and maps, the security cookie and rights', () => {
    expect(text).toContain('How long we keep personal data');
    expect(text).toMatch(/video players/);
    expect(text).toMatch(/map/);
    expect(text).toMatch(/one security cookie/);
    expect(text).toMatch(/\(access\)/);
    expect(text).toMatch(/\(correction\)/);
  });
});
