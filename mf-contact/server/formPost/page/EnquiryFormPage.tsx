import {
  contactPreferences,
  defaultApiBase,
  enquiryRoutes,
  enquiryTitles,
  formFieldNames,
  programmes,
} from '@harmoni/shared/enquiry';
import { fieldWords } from '../../../src/enquiry/fieldWords';
import type { FieldErrors, PostedValues } from '../postedForm';
import { Choices, Select, TextInput } from './PageFields';

export interface EnquiryFormPageProps {
  heading: string;
  /** why the form is shown again: check it, or what went wrong */
  notice: string;
  values: PostedValues;
  errors: FieldErrors;
  /** the cross-site-request token and the submission's key, sent back as hidden fields */
  token: string;
  idempotencyKey: string;
}

/**
 * The enquiry form drawn by the server with the visitor's values kept and each field's error
 * under it (SPEC.md section 5), posting to itself again.
 */
export function EnquiryFormPage({
  heading,
  notice,
  values,
  errors,
  token,
  idempotencyKey,
}: EnquiryFormPageProps) {
  return (
    <>
      <h1>{heading}</h1>
      <p className="notice" role={Object.keys(errors).length > 0 ? 'alert' : undefined}>
        {notice}
      </p>
      <form
        className="form"
        method="post"
        action={`${defaultApiBase}${enquiryRoutes.form}`}
        noValidate
      >
        <input type="hidden" name={formFieldNames.token} value={token} />
        <input type="hidden" name={formFieldNames.idempotencyKey} value={idempotencyKey} />
        <div className="pair">
          <Select
            id="enquiry-class"
            name="class"
            label={fieldWords.class}
            options={programmes}
            value={values.class}
            error={errors.class}
          />
          <Choices
            id="enquiry-title"
            name="title"
            legend={fieldWords.title}
            options={enquiryTitles}
            value={values.title}
            error={errors.title}
          />
        </div>
        <TextInput
          id="enquiry-name"
          name="name"
          label={fieldWords.name}
          required
          autoComplete="name"
          value={values.name}
          error={errors.name}
        />
        <TextInput
          id="enquiry-phone"
          name="phone"
          label={fieldWords.phone}
          required
          type="tel"
          autoComplete="tel"
          hint={fieldWords.phoneHint}
          value={values.phone}
          error={errors.phone}
        />
        <TextInput
          id="enquiry-email"
          name="email"
          label={fieldWords.email}
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
        />
        <Choices
          id="enquiry-prefer"
          name="prefer"
          legend={fieldWords.prefer}
          options={contactPreferences}
          value={values.prefer}
          error={errors.prefer}
        />
        <TextInput
          id="enquiry-remark"
          name="remark"
          label={fieldWords.remark}
          multiline
          value={values.remark}
          error={errors.remark}
        />
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="enquiry-website">{fieldWords.honeypot}</label>
          <input id="enquiry-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className="submit">
          {fieldWords.submit}
        </button>
      </form>
    </>
  );
}
