import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import styles from './Dropdown.module.css';

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
 * A disclosure menu: a real button that opens a list of links. Escape closes it and returns
 * focus to the button; arrow keys move between links; leaving it or choosing a link closes it.
 */
export function Dropdown({ label, items, status }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) setOpen(true);
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next =
      current === -1
        ? step === 1
          ? 0
          : all.length - 1
        : (current + step + all.length) % all.length;
    // The list renders on open; focus on the next frame so the links exist.
    requestAnimationFrame(() => links()[next]?.focus());
  };

  return (
    <div
      ref={rootRef}
      className={styles.dropdown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        onKeyDown={onKeyDown}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={styles.item}
              onKeyDown={onKeyDown}
              onClick={() => setOpen(false)}
            >
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
