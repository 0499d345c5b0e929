import { site } from '@harmoni/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Dropdown } from './Dropdown';
import styles from './Header.module.css';
import { aboutMenu } from './menus';
import { openedBy, popoverIsOpen, reachedForAlready } from './popover';
import { GalleryMenu, LessonMenu } from './ServiceMenus';
import { useScrolled } from './useScrolled';

const logo = {
  white: '/assets/images/logo-white.svg',
  grey: '/assets/images/logo-grey.svg',
};

export function Header({ staticStyle }: { staticStyle: boolean }) {
  const scrolled = useScrolled();
  const location = useLocation();
  // The small-screen menu is a popover its button names, so it opens before hydration too;
  // React follows its state, takes it over open if the visitor opened it already, and folds it
  // away when a link is chosen (the menu belongs to the page it was opened on).
  const [menuOpen, setMenuOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => setMenuOpen(popoverIsOpen(navRef.current)), []);
  const shownOn = useRef(location.key);
  useEffect(() => {
    if (shownOn.current === location.key) return;
    shownOn.current = location.key;
    navRef.current?.hidePopover();
  }, [location.key]);
  const solid = scrolled || staticStyle;
  // The Lesson and Gallery menus' items come from two remotes; their code and content are
  // fetched once the visitor reaches for the menus (pointer, touch or keyboard), not with every
  // page. From then on they stay loaded. A visitor may have reached for them (opened a menu)
  // before hydration: those events are gone, so hydration asks the page.
  const [menusWanted, setMenusWanted] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (reachedForAlready(headerRef.current)) setMenusWanted(true);
  }, []);
  const reachForMenus = () => setMenusWanted(true);
  const onReach = {
    onPointerEnter: reachForMenus,
    onPointerDown: reachForMenus,
    onFocus: reachForMenus,
  };

  return (
    <header
      ref={headerRef}
      className={[
        styles.header,
        staticStyle ? styles.static : styles.transparent,
        scrolled ? styles.scrolled : '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-style={staticStyle ? 'static' : 'transparent'}
      data-scrolled={scrolled}
    >
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <img
            src={solid ? logo.grey : logo.white}
            alt={`${site.brand} home`}
            width={180}
            height={44}
            data-logo={solid ? 'grey' : 'white'}
          />
        </Link>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          popoverTarget="site-menu"
          {...onReach}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
        <nav
          ref={navRef}
          id="site-menu"
          aria-label="Main"
          className={styles.nav}
          popover="auto"
          onToggle={(event) => setMenuOpen(openedBy(event))}
          {...onReach}
        >
          <ul className={styles.links}>
            <li>
              <NavLink to="/" end className={styles.link}>
                Home
              </NavLink>
            </li>
            <li>
              <LessonMenu wanted={menusWanted} />
            </li>
            <li>
              <GalleryMenu wanted={menusWanted} />
            </li>
            <li>
              <Dropdown label="About" items={aboutMenu} />
            </li>
            <li>
              <NavLink to="/contact" className={styles.link}>
                Contact
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
