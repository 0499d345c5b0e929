import { parseLegalDocument } from './legalDocument';

const valid = {
  title: 'Terms and Conditions',
  description: 'The terms of {brand}.',
  updated: '2026-01-15',
  sections: [
    { heading: 'About these terms', paragraphs: ['These terms apply to {brand}.'] },
    { heading: 'Contact us', paragraphs: ['Write to us:'], list: ['E-mail: {email}'] },
  ],
};

describe('parseLegalDocument', () => {
  it('accepts a valid document as it is', () => {
    expect(parseLegalDocument(valid)).toEqual(valid);
  });

  it('accepts a section that has only a list', () => {
    const doc = { ...valid, sections: [{ heading: 'Rights', paragraphs: [], list: ['access'] }] };
    expect(parseLegalDocument(doc).sections[0]?.list).toEqual(['access']);
  });

  it('rejects a document without sections, naming the field', () => {
    const withoutSections: Record<string, unknown> = { ...valid };
    delete withoutSections.sections;
    expect(() => parseLegalDocument(withoutSections)).toThrow(/sections/);
  });

  it('rejects a document with an empty list of sections', () => {
    expect(() => parseLegalDocument({ ...valid, sections: [] })).toThrow(
      /needs at least one section/,
    );
  });

  it('rejects a section with neither paragraphs nor a list', () => {
    const doc = { ...valid, sections: [{ heading: 'Empty', paragraphs: [] }] };
    expect(() => parseLegalDocument(doc)).toThrow(/a section needs a paragraph or a list/);
  });

  it('rejects fields of the wrong type, naming where they are', () => {
    expect(() => parseLegalDocument({ ...valid, title: 42 })).toThrow(/title/);
    expect(() =>
      parseLegalDocument({ ...valid, sections: [{ heading: 'A', paragraphs: 'one' }] }),
    ).toThrow(/sections › entry "[^"]+" › paragraphs: must be an array/);
    expect(() =>
      parseLegalDocument({
        ...valid,
        sections: [{ heading: 'A', paragraphs: ['one'], list: [1, 2] }],
      }),
    ).toThrow(/sections › entry "[^"]+" › list › entry number 1: must be a string/);
  });

  it('rejects an updated value that is not a date', () => {
    expect(() => parseLegalDocument({ ...valid, updated: '15/01/2026' })).toThrow(
      /updated[\s\S]*must be a date like 2026-01-15|must be a date like 2026-01-15[\s\S]*updated/,
    );
  });

  it('rejects blank text', () => {
    expect(() => parseLegalDocument({ ...valid, description: '   ' })).toThrow(/description/);
  });

  it('rejects content that is not an object', () => {
    expect(() => parseLegalDocument(['Terms'])).toThrow();
    expect(() => parseLegalDocument(null)).toThrow();
  });
});
