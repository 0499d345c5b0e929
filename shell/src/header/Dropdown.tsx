import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import styles from './Dropdown.module.css';
import { openedBy, popoverIsOpen } from './popover';

export interface MenuItem {
  to: string;
  label: string;
}

export interface DropdownProps {
  label: string;
  items: readonly MenuItem[];
  /** shown below the items, e.g. while a service loads or when it is unreachable */
  status?: string;
}

/**
 * A disclosure menu: a real button that opens a list of links. The list is a popover the button
 * names (`popovertarget`), so the browser opens and closes it from the first paint, before any
 * script: a press outside or Escape closes it, and only one menu is open at a time. Once
 * hydrated, React follows its state (aria-expanded) and adds the rest: arrow keys move between
 * links, Escape gives focus back to the button, leaving it or choosing a link closes it.
 */
export function Dropdown({ label, items, status }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  // Opened before hydration: React takes over the menu as the visitor left it.
  useEffect(() => setOpen(popoverIsOpen(menuRef.current)), []);

  const close = () => menuRef.current?.hidePopover();
  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) menuRef.current?.showPopover();
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next =
      current === -1
        ? step === 1
          ? 0
          : all.length - 1
        : (current + step + all.length) % all.length;
    // Shown on the next frame: focus the link once it is drawn.
    requestAnimationFrame(() => links()[next]?.focus());
  };

  return (
    <div
      ref={rootRef}
      className={styles.dropdown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        popoverTarget={menuId}
        onKeyDown={onKeyDown}
      >
        {label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        className={styles.menu}
        popover="auto"
        onToggle={(event) => setOpen(openedBy(event))}
      >
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={styles.item} onKeyDown={onKeyDown} onClick={close}>
              {item.label}
            </NavLink>
          </li>
        ))}
        {status ? (
          <li className={styles.status} role="status">
            {status}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
