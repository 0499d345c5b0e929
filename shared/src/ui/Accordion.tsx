import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { focusTarget } from './accordionFocus';
import styles from './Accordion.module.css';

export interface AccordionItem {
  /** unique within the accordion; what openId and onOpenChange speak of */
  id: string;
  title: string;
  content: ReactNode;
}

interface CommonProps {
  items: readonly AccordionItem[];
  /** the level of the headings that hold the panel buttons, under the page's own headings */
  headingLevel?: 2 | 3 | 4;
  /** for the page's layout, and the --accordion-* custom properties of Accordion.module.css */
  className?: string;
}

interface OneOpenProps extends CommonProps {
  multiple?: false;
  /** the open panel when the parent decides it; leave undefined to let the accordion keep it */
  openId?: string | null;
  /** the panel open at first when the accordion keeps its own state */
  defaultOpenId?: string | null;
  onOpenChange?: (openId: string | null) => void;
}

interface SeveralOpenProps extends CommonProps {
  /** several panels may be open at once: each button opens and closes its own */
  multiple: true;
}

export type AccordionProps = OneOpenProps | SeveralOpenProps;

// WAI-ARIA: region landmarks help with a few panels but clutter the landmark list with many.
const maxRegions = 6;

/**
 * Panels under headings (WAI-ARIA accordion pattern): each heading holds a real button that
 * says whether its panel is shown (aria-expanded) and which panel it controls, so Enter and
 * Space toggle it; the arrow keys, Home and End move between the buttons. At most one panel is
 * open (opening another closes it; the parent may decide which) unless `multiple` is set.
 */
export function Accordion(props: AccordionProps) {
  const { items, headingLevel = 2, className } = props;
  const oneOpen = props.multiple ? undefined : props;
  const [ownOpen, setOwnOpen] = useState<ReadonlySet<string>>(
    () => new Set(oneOpen?.defaultOpenId ? [oneOpen.defaultOpenId] : []),
  );
  const controlled = oneOpen?.openId;
  const isOpen = (id: string) => (controlled === undefined ? ownOpen.has(id) : controlled === id);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const opening = !isOpen(id);
    setOwnOpen((current) => {
      if (!props.multiple) return new Set(opening ? [id] : []);
      const next = new Set(current);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
    oneOpen?.onOpenChange?.(opening ? id : null);
  };

  const moveFocus = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = focusTarget(index, event.key, items.length);
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={className ? `${styles.accordion} ${className}` : styles.accordion}>
      {items.map((item, index) => {
        const open = isOpen(item.id);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                ref={(button) => {
                  buttons.current[index] = button;
                }}
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={moveFocus(index)}
              >
                <span>{item.title}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role={items.length <= maxRegions ? 'region' : undefined}
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
