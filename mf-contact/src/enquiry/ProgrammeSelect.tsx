import type { FieldRegistration } from './fieldRegistration';
import { fieldWords } from './fieldWords';
import { useFormClasses } from './formClasses';

export interface ProgrammeSelectProps {
  id: string;
  programmes: readonly string[];
  registration: FieldRegistration;
  /**
   * Drawn selected before any script runs (the server's HTML); the form sets it again. Radio
   * buttons get no such default: react-hook-form would then read them back from the page, and
   * a reset would keep the visitor's last choice.
   */
  defaultValue?: string;
  error?: string;
}

/** The class the enquiry is about, from the lesson service's programmes. */
export function ProgrammeSelect({
  id,
  programmes,
  registration,
  defaultValue,
  error,
}: ProgrammeSelectProps) {
  const styles = useFormClasses();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {fieldWords.class}
      </label>
      <select
        id={id}
        className={styles.control}
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
        defaultValue={defaultValue}
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
