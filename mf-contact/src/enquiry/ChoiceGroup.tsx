import type { FieldRegistration } from './fieldRegistration';
import { useFormClasses } from './formClasses';

export interface ChoiceGroupProps {
  id: string;
  legend: string;
  options: readonly string[];
  registration: FieldRegistration;
  error?: string;
  /**
   * The option the server's HTML draws checked, for a form posted before the page's code runs;
   * undefined once hydrated, as react-hook-form would read a checked default back from the page
   * and keep the visitor's last choice on reset.
   */
  drawnChecked?: string;
}

/** One choice of a few, as radio buttons in a fieldset named by its legend. */
export function ChoiceGroup({
  id,
  legend,
  options,
  registration,
  error,
  drawnChecked,
}: ChoiceGroupProps) {
  const styles = useFormClasses();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={styles.choices}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="radio"
              value={option}
              defaultChecked={drawnChecked === undefined ? undefined : option === drawnChecked}
              {...registration}
            />
            {option}
          </label>
        ))}
      </div>
      <p id={errorId} className={styles.error} aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
