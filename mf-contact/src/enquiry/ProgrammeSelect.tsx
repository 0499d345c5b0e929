import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './EnquiryForm.module.css';

export interface ProgrammeSelectProps {
  id: string;
  programmes: readonly string[];
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The class the enquiry is about, from the lesson service's programmes. */
export function ProgrammeSelect({ id, programmes, registration, error }: ProgrammeSelectProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Class
      </label>
      <select
        id={id}
        className={styles.control}
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
        {...registration}
      >
        {programmes.map((programme) => (
          <option key={programme} value={programme}>
            {programme}
          </option>
        ))}
      </select>
      <p id={errorId} className={styles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
