import { defaultApiBase, enquiryRoutes, formFieldNames, programmes } from '@harmoni/shared/enquiry';
import { EnquiryFields, RequiredNote } from '../../../src/enquiry/EnquiryFields';
import { fieldWords } from '../../../src/enquiry/fieldWords';
import { plainFormClasses as classes } from '../../../src/enquiry/formClasses';
import type { FieldErrors, PostedValues } from '../postedForm';

export interface EnquiryFormPageProps {
  heading: string;
  /** why the form is shown again: check it, or what went wrong */
  notice: string;
  values: PostedValues;
  errors: FieldErrors;
  /** the cross-site-request token, sent back as a hidden field */
  token: string;
}

/**
 * The enquiry form drawn by the server with the visitor's values kept and each field's error
 * under it (SPEC.md section 5), posting to itself again: the page's own fields
 * (src/enquiry/EnquiryFields.tsx), with the plain class names the page's inlined rules use.
 */
export function EnquiryFormPage({ heading, notice, values, errors, token }: EnquiryFormPageProps) {
  return (
    <>
      <h1>{heading}</h1>
      <p className="notice" role={Object.keys(errors).length > 0 ? 'alert' : undefined}>
        {notice}
      </p>
      <form
        className={classes.form}
        method="post"
        action={`${defaultApiBase}${enquiryRoutes.form}`}
        noValidate
      >
        <input type="hidden" name={formFieldNames.token} value={token} />
        <EnquiryFields
          programmes={programmes}
          register={(name) => ({ name })}
          errors={errors}
          // an empty field is drawn as the page's form draws it: without a value
          drawn={Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''))}
          lengths={{ name: values.name.length, remark: values.remark.length }}
        />
        <RequiredNote />
        <button type="submit" className={classes.submit}>
          {fieldWords.submit}
        </button>
      </form>
    </>
  );
}
