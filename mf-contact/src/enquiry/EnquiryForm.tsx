import { useMemo, useRef, useState, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import {
  defaultApiBase,
  enquiryFields,
  enquiryRoutes,
  enquirySchema,
  type Enquiry,
  type EnquiryInput,
  type Programme,
} from '@harmoni/shared/enquiry';
import { placeholderCaptcha, type CaptchaCheck } from './captcha';
import { EnquiryFields, RequiredNote } from './EnquiryFields';
import { EnquiryResultDialog } from './EnquiryResultDialog';
import { fieldWords } from './fieldWords';
import { FormClassesContext, moduleFormClasses } from './formClasses';
import { openEnquiry, sendEnquiry } from './sendEnquiry';
import { useHydrated } from './useHydrated';
import { useEnquirySubmission, type OpenEnquiry, type SendEnquiry } from './useEnquirySubmission';
import styles from './EnquiryForm.module.css';

export interface EnquiryFormProps {
  programmes: readonly Programme[];
  defaultProgramme: Programme;
  captcha?: CaptchaCheck;
  send?: SendEnquiry;
  /** the token request that stamps when the visitor started on the form */
  open?: OpenEnquiry;
  /** gets focus after a successful enquiry, when the form has been cleared */
  afterSuccessFocus?: RefObject<HTMLElement | null>;
}

/** Where the browser posts the form before (or without) the page's code. */
const formAction = `${defaultApiBase}${enquiryRoutes.form}`;

const classes = moduleFormClasses(styles);

// Zod's standard-schema check reports issues as data; its own resolver path throws and catches
// an Error on every check (each keystroke), and an Error's stack capture is not free.
const resolver = standardSchemaResolver(enquirySchema);

/**
 * The free-trial enquiry (SPEC.md sections 3, 5, 9): the shared schema validates every
 * change and blur, so a field's error shows once it was touched or changed; Submit waits for
 * a valid form, a captcha response and the previous send.
 */
export function EnquiryForm({
  programmes,
  defaultProgramme,
  captcha = placeholderCaptcha,
  send = sendEnquiry,
  open = openEnquiry,
  afterSuccessFocus,
}: EnquiryFormProps) {
  const defaults = useMemo<EnquiryInput>(
    () => ({
      class: defaultProgramme,
      title: 'Mr',
      name: '',
      phone: '',
      email: '',
      prefer: 'WhatsApp',
      remark: '',
      website: '',
    }),
    [defaultProgramme],
  );
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isValid },
  } = useForm<EnquiryInput, unknown, Enquiry>({
    resolver,
    mode: 'all',
    defaultValues: defaults,
  });
  const [name = '', remark = ''] = useWatch({ control, name: ['name', 'remark'] });
  const [captchaResponse, setCaptchaResponse] = useState(captcha.initialResponse);
  const { state, submit, dismiss, markOpened } = useEnquirySubmission(send, open);
  const submitButton = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();

  const sending = state.status === 'sending';
  const onSubmit = handleSubmit(async (values) => {
    // the placeholder's response means nothing to the server; a real widget's is checked there
    if (await submit(values, captcha.Widget ? captchaResponse : undefined)) {
      reset(defaults);
      setCaptchaResponse(captcha.initialResponse);
    }
  });

  return (
    <FormClassesContext value={classes}>
      <form
        className={styles.form}
        noValidate
        // Before the page's code runs (or without it) the browser posts the form itself, and the
        // enquiry server answers with a page; afterwards onSubmit sends it and the dialogs answer.
        method="post"
        action={formAction}
        onSubmit={onSubmit}
        onFocus={markOpened}
        aria-busy={sending}
      >
        <EnquiryFields
          programmes={programmes}
          register={register}
          errors={Object.fromEntries(enquiryFields.map((field) => [field, errors[field]?.message]))}
          drawn={
            hydrated
              ? { class: defaults.class }
              : { class: defaults.class, title: defaults.title, prefer: defaults.prefer }
          }
          lengths={{ name: name.length, remark: remark.length }}
        />
        {captcha.Widget ? <captcha.Widget onResponse={setCaptchaResponse} /> : null}
        <RequiredNote />
        <button
          ref={submitButton}
          type="submit"
          className={styles.submit}
          // the server's HTML leaves it enabled: the browser posts the form before the code runs
          disabled={hydrated && (!isValid || sending || captchaResponse === '')}
        >
          {sending ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              Sending…
            </>
          ) : (
            fieldWords.submit
          )}
        </button>
      </form>
      <EnquiryResultDialog
        state={state}
        onClose={dismiss}
        returnFocusTo={state.status === 'sent' ? afterSuccessFocus : submitButton}
      />
    </FormClassesContext>
  );
}
