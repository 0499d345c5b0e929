import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { focusTarget } from './accordionFocus';
import styles from './Accordion.module.css';

export interface AccordionItem {
  /** unique within the accordion; what defaultOpenId speaks of */
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  /**
   * Unique on the page: names its panels' ids and its group. Given, not made up (React's useId
   * depends on where the accordion sits in the tree, and a remote's region is drawn apart on
   * the server).
   */
  id: string;
  items: readonly AccordionItem[];
  /** the level of the headings in the panels' summaries, under the page's own headings */
  headingLevel?: 2 | 3 | 4;
  /** for the page's layout, and the --accordion-* custom properties of Accordion.module.css */
  className?: string;
  /** the panel open at first (the page is drawn again, with a new key, to open another) */
  defaultOpenId?: string | null;
  /** several panels may be open at once: each summary opens and closes its own */
  multiple?: boolean;
}

// WAI-ARIA: region landmarks help with a few panels but clutter the landmark list with many.
const maxRegions = 6;

/**
 * Panels that open under their titles, built on `<details>` and `<summary>`: the browser opens
 * and closes them, from the first paint and before any script runs, and says whether each is
 * expanded; with one `name` for the whole accordion it keeps at most one open (opening another
 * closes it) unless `multiple` is set. React draws their first state and leaves the rest to the
 * browser, so hydration finds the panels as the visitor left them; it adds the arrow keys, Home
 * and End to move between the summaries (Enter and Space toggle, as the browser's own).
 */
export function Accordion({
  id: baseId,
  items,
  headingLevel = 2,
  className,
  defaultOpenId,
  multiple = false,
}: AccordionProps) {
  // The first state only: after that the panels are the browser's.
  const [openAtFirst] = useState(defaultOpenId);
  const summaries = useRef<(HTMLElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const moveFocus = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    const target = focusTarget(index, event.key, items.length);
    if (target === undefined) return;
    event.preventDefault();
    summaries.current[target]?.focus();
  };

  return (
    <div className={className ? `${styles.accordion} ${className}` : styles.accordion}>
      {items.map((item, index) => {
        const summaryId = `${baseId}-summary-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <details
            key={item.id}
            className={styles.item}
            name={multiple ? undefined : baseId}
            open={item.id === openAtFirst}
            // the visitor may have opened or closed it before hydration: the browser's state
            suppressHydrationWarning
          >
            <summary
              ref={(summary) => {
                summaries.current[index] = summary;
              }}
              id={summaryId}
              className={styles.summary}
              aria-controls={panelId}
              onKeyDown={moveFocus(index)}
            >
              <Heading className={styles.heading}>{item.title}</Heading>
              <span className={styles.icon} aria-hidden="true" />
            </summary>
            <div
              id={panelId}
              role={items.length <= maxRegions ? 'region' : undefined}
              aria-labelledby={summaryId}
              className={styles.panel}
            >
              {item.content}
            </div>
          </details>
        );
      })}
    </div>
  );
}
