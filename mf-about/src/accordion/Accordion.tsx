import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Accordion.module.css';

export interface AccordionItem {
  /** unique within the accordion; what openId and onOpenChange speak of */
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** the level of the headings that hold the panel buttons, under the page's own headings */
  headingLevel?: 2 | 3 | 4;
  /** the open panel when the parent decides it; leave undefined to let the accordion keep it */
  openId?: string | null;
  /** the panel open at first when the accordion keeps its own state */
  defaultOpenId?: string | null;
  onOpenChange?: (openId: string | null) => void;
}

// WAI-ARIA: region landmarks help with a few panels but clutter the landmark list with many.
const maxRegions = 6;

/**
 * A list of panels of which at most one is open (WAI-ARIA accordion pattern): each heading
 * holds a real button, so Enter and Space toggle it; the arrow keys, Home and End move between
 * the buttons. Opening a panel closes the one that was open; opening the open one closes it.
 */
export function Accordion({
  items,
  headingLevel = 2,
  openId,
  defaultOpenId = null,
  onOpenChange,
}: AccordionProps) {
  const [ownOpenId, setOwnOpenId] = useState<string | null>(defaultOpenId);
  const current = openId === undefined ? ownOpenId : openId;
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const next = current === id ? null : id;
    setOwnOpenId(next);
    onOpenChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = Array.from(
      listRef.current?.querySelectorAll<HTMLButtonElement>('[data-accordion-button]') ?? [],
    );
    const index = buttons.indexOf(event.currentTarget);
    const last = buttons.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons[target]?.focus();
  };

  return (
    <div ref={listRef} className={styles.accordion}>
      {items.map((item, index) => {
        const open = item.id === current;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} className={`${styles.item} ${open ? styles.open : ''}`}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded={open}
                aria-controls={panelId}
                data-accordion-button=""
                onClick={() => toggle(item.id)}
                onKeyDown={onKeyDown}
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
