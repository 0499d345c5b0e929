/** @jest-environment node */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { EnquiryForm } from '../../../src/enquiry/EnquiryForm';
import { EnquiryFormPage } from './EnquiryFormPage';

/** The fields, from the class pair to the note under them. */
function fieldsOf(html: string): string {
  const start = html.indexOf('<div class="pair">');
  const end = html.indexOf('are required.</p>');
  if (start < 0 || end < 0) throw new Error(`no enquiry fields in ${html}`);
  return html.slice(start, end);
}

describe('the form the enquiry server draws again', () => {
  it("is the page's own form: the same fields, labels, hints and descriptions", () => {
    const page = renderToString(
      createElement(EnquiryForm, { programmes: ['Piano', 'Violin'], defaultProgramme: 'Violin' }),
    );
    const server = renderToString(
      createElement(EnquiryFormPage, {
        heading: 'Check your enquiry',
        notice: 'Please check your enquiry.',
        values: {
          class: 'Violin',
          title: 'Mr',
          name: '',
          phone: '',
          email: '',
          prefer: 'WhatsApp',
          remark: '',
        },
        errors: {},
        token: 'token',
      }),
    );
    // the server offers every programme; the page those of the lesson list
    expect(
      fieldsOf(server).replace(/<option value="(?!Piano|Violin)[^"]*">[^<]*<\/option>/g, ''),
    ).toBe(fieldsOf(page));
  });

  it("keeps the visitor's values and ties each error to its field", () => {
    const html = renderToString(
      createElement(EnquiryFormPage, {
        heading: 'Enquiry form',
        notice: 'Please correct the fields marked below, then press Submit again.',
        values: {
          class: 'Cello',
          title: 'Ms',
          name: '<b>Tan</b>',
          phone: '12345',
          email: '',
          prefer: 'Email',
          remark: 'Weekends',
        },
        errors: { phone: 'Invalid mobile number.' },
        token: 'token',
      }),
    );
    expect(html).toContain('value="&lt;b&gt;Tan&lt;/b&gt;"');
    expect(html).toContain('<option value="Cello" selected="">');
    expect(html).toMatch(/checked="" value="Ms"/);
    expect(html).toMatch(
      /aria-invalid="true"[^>]*id="enquiry-phone"|id="enquiry-phone"[^>]*aria-invalid="true"/,
    );
    expect(html).toContain(
      '<p id="enquiry-phone-error" class="error" aria-live="polite">Invalid mobile number.</p>',
    );
    expect(html).toContain('>Weekends</textarea>');
    expect(html.replace(/<!-- -->/g, '')).toContain('8 / 350 characters');
  });
});
