import {
  contactPreferences,
  enquiryLimits,
  enquiryTitles,
  type EnquiryFields as EnquiryFieldValues,
} from '@harmoni/shared/enquiry';
import { ChoiceGroup } from './ChoiceGroup';
import type { FieldRegistration } from './fieldRegistration';
import { fieldWords } from './fieldWords';
import { useFormClasses } from './formClasses';
import { ProgrammeSelect } from './ProgrammeSelect';
import { TextField } from './TextField';

export type EnquiryFieldName = keyof EnquiryFieldValues;
/** The fields a form holds: the enquiry's, and the honeypot bots fill in. */
export type FormFieldName = EnquiryFieldName | 'website';

export interface EnquiryFieldsProps {
  programmes: readonly string[];
  /** each control's registration: react-hook-form's on the page, the name alone on the server */
  register: (name: FormFieldName) => FieldRegistration;
  errors: Partial<Record<EnquiryFieldName, string | undefined>>;
  /**
   * What the HTML shows before the page's code runs, or without it: the form's defaults on the
   * page (the choices only until hydration), a posted form's values on the server's page.
   */
  drawn: Partial<Record<EnquiryFieldName, string>>;
  /** characters typed so far, for the counters */
  lengths: { name: number; remark: number };
}

/**
 * The enquiry's fields (SPEC.md section 3, in its order) and the honeypot: one component for
 * the page's form and for the form the enquiry server draws again when it was posted without
 * JavaScript, so the two look, read and describe their errors alike.
 */
export function EnquiryFields({
  programmes,
  register,
  errors,
  drawn,
  lengths,
}: EnquiryFieldsProps) {
  const styles = useFormClasses();
  return (
    <>
      <div className={styles.pair}>
        <ProgrammeSelect
          id="enquiry-class"
          programmes={programmes}
          registration={register('class')}
          defaultValue={drawn.class}
          error={errors.class}
        />
        <ChoiceGroup
          id="enquiry-title"
          legend={fieldWords.title}
          options={enquiryTitles}
          registration={register('title')}
          drawnChecked={drawn.title}
          error={errors.title}
        />
      </div>
      <TextField
        id="enquiry-name"
        label={fieldWords.name}
        required
        autoComplete="name"
        registration={register('name')}
        defaultValue={drawn.name}
        error={errors.name}
        counter={{ length: lengths.name, max: enquiryLimits.name }}
      />
      <TextField
        id="enquiry-phone"
        label={fieldWords.phone}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={fieldWords.phoneHint}
        registration={register('phone')}
        defaultValue={drawn.phone}
        error={errors.phone}
      />
      <TextField
        id="enquiry-email"
        label={fieldWords.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        registration={register('email')}
        defaultValue={drawn.email}
        error={errors.email}
      />
      <ChoiceGroup
        id="enquiry-prefer"
        legend={fieldWords.prefer}
        options={contactPreferences}
        registration={register('prefer')}
        drawnChecked={drawn.prefer}
        error={errors.prefer}
      />
      <TextField
        id="enquiry-remark"
        label={fieldWords.remark}
        multiline
        registration={register('remark')}
        defaultValue={drawn.remark}
        error={errors.remark}
        counter={{ length: lengths.remark, max: enquiryLimits.remark }}
      />
      {/* A honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="enquiry-website">{fieldWords.honeypot}</label>
        <input
          id="enquiry-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register('website')}
        />
      </div>
    </>
  );
}

/** Under the fields, above Submit: what the star means. */
export function RequiredNote() {
  const styles = useFormClasses();
  return (
    <p className={styles.note}>
      Fields marked <span aria-hidden="true">*</span>
      <span className="visually-hidden">with a star</span> are required.
    </p>
  );
}
