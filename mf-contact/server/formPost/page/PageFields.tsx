import type { ReactNode } from 'react';

/**
 * The fields of the form the enquiry server draws again, with the class names of the page's own
 * form (EnquiryForm.module.css, inlined as plain rules), labelled and tied to their errors as
 * the page's form ties them.
 */

function ErrorLine({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} className="error">
      {error}
    </p>
  );
}

export interface TextInputProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  multiline?: boolean;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
}

export function TextInput({
  id,
  name,
  label,
  value,
  error,
  required = false,
  hint,
  multiline = false,
  type = 'text',
  autoComplete,
}: TextInputProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control = {
    id,
    name,
    defaultValue: value,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': hint ? `${hintId} ${errorId}` : errorId,
    className: error ? 'control invalid' : 'control',
  };
  return (
    <div className="field">
      <label htmlFor={id} className="label">
        {label}
        {required ? (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea rows={5} {...control} /> : <input type={type} {...control} />}
      <ErrorLine id={errorId} error={error} />
    </div>
  );
}

export interface ChoicesProps {
  id: string;
  name: string;
  legend: string;
  options: readonly string[];
  value: string;
  error?: string;
}

export function Choices({ id, name, legend, options, value, error }: ChoicesProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="choices"
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="label">{legend}</legend>
      <div className="options">
        {options.map((option) => (
          <label key={option} className="option">
            <input type="radio" name={name} value={option} defaultChecked={option === value} />
            {option}
          </label>
        ))}
      </div>
      <ErrorLine id={errorId} error={error} />
    </fieldset>
  );
}

export interface SelectProps {
  id: string;
  name: string;
  label: string;
  options: readonly string[];
  value: string;
  error?: string;
}

export function Select({ id, name, label, options, value, error }: SelectProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="control"
        defaultValue={value}
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <ErrorLine id={errorId} error={error} />
    </div>
  );
}
