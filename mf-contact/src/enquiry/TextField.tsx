import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import type { FieldRegistration } from './fieldRegistration';
import { useFormClasses } from './formClasses';

export interface TextFieldProps {
  id: string;
  label: string;
  registration: FieldRegistration;
  /** the text drawn before the page's code runs: a posted form's value, drawn again */
  defaultValue?: string;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  /** characters used of the limit, shown under the field */
  counter?: { length: number; max: number };
  multiline?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email';
}

/**
 * A labelled input whose hint, counter and error are tied to it (aria-describedby), with
 * aria-invalid while the error shows. The error line is a polite live region.
 */
export function TextField({
  id,
  label,
  registration,
  defaultValue,
  error,
  required = false,
  hint,
  counter,
  multiline = false,
  type = 'text',
  autoComplete,
  inputMode,
}: TextFieldProps) {
  const styles = useFormClasses();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, counter ? counterId : null, errorId]
    .filter(Boolean)
    .join(' ');
  const control = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
    autoComplete,
    defaultValue,
    className: `${styles.control} ${error ? styles.invalid : ''}`,
    ...registration,
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea rows={5} {...control} />
      ) : (
        <input type={type} inputMode={inputMode} {...control} />
      )}
      <div className={styles.below}>
        <p id={errorId} className={styles.error} aria-live="polite">
          {error}
        </p>
        {counter ? (
          <p
            id={counterId}
            className={`${styles.counter} ${counter.length > counter.max ? styles.over : ''}`}
          >
            {counter.length} / {counter.max} characters
          </p>
        ) : null}
      </div>
    </div>
  );
}
