import { FailureMessage, resultTitles } from '../../../src/enquiry/resultMessages';
import { fieldWords } from '../../../src/enquiry/fieldWords';
import type { PostedValues } from '../postedForm';

/** What the visitor typed, labelled as on the form, leaving out the fields they left empty. */
export function enquiryDetails(values: PostedValues): { label: string; value: string }[] {
  return (Object.keys(values) as (keyof PostedValues)[])
    .map((field) => ({
      label: fieldWords[field].replace(/ \(optional\)$/, ''),
      value: values[field].trim(),
    }))
    .filter(({ value }) => value !== '');
}

export const captchaNeedsScriptNotice =
  'Your enquiry has not been sent: our form checks that a person is sending it, and that check needs JavaScript, which has not run in your browser.';

/**
 * The answer to a form posted without JavaScript while a captcha provider is configured. The
 * providers' widgets (Turnstile, hCaptcha) run only as scripts and have no fallback without
 * them, so the post can never pass: the page says why, offers the spec's WhatsApp link with
 * everything the visitor typed in its message, lists those details, and links back to the form.
 */
export function CaptchaNeedsScriptPage({
  values,
  programme,
}: {
  values: PostedValues;
  programme?: string;
}) {
  const details = enquiryDetails(values);
  const contactPage = programme
    ? `/contact?instrument=${encodeURIComponent(programme)}`
    : '/contact';
  return (
    <>
      <h1>{resultTitles.failed}</h1>
      <p className="notice" role="alert">
        {captchaNeedsScriptNotice}
      </p>
      <FailureMessage
        programme={programme}
        details={details.map(({ label, value }) => `${label}: ${value}`)}
        linkClassName="whatsapp"
      />
      {details.length > 0 && (
        <>
          <h2>Your details</h2>
          <p>They are in the WhatsApp message already; here they are to copy.</p>
          <dl className="details">
            {details.map(({ label, value }) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <p>
        Or turn JavaScript on and{' '}
        <a href={contactPage}>send the form again from our contact page</a>.
      </p>
      <p className="back">
        <a href="/">Back to the home page</a>
      </p>
    </>
  );
}
