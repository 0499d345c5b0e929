import type { Page } from '@playwright/test';

/** A control smaller than WCAG 2.5.8 allows, with nothing to excuse it. */
export interface SmallTarget {
  target: string;
  width: number;
  height: number;
}

/**
 * WCAG 2.2 SC 2.5.8 Target Size (Minimum) on the page as drawn: every visible link, button and
 * form control is at least 24 by 24 CSS pixels, or a circle of 24px round its centre touches no
 * other target (nor another small target's circle). Excused: links inside running text (a
 * sentence of a paragraph, list item or table cell), and targets the visitor cannot see. A
 * control's label counts as part of it when clicking the label works the control.
 */
export function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(() => {
    const minimum = 24;
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary';
    const describe = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ??
        ((element as HTMLElement).innerText || element.querySelector('img')?.alt || '');
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name.trim().slice(0, 40)}"`;
    };

    const isShown = (element: HTMLElement) => {
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
      if (element.closest('[aria-hidden="true"], [inert]')) return false;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      // off the page (the skip link until focused) or clipped to nothing (visually-hidden)
      if (box.bottom + window.scrollY <= 0 || box.right + window.scrollX <= 0) return false;
      return getComputedStyle(element).clipPath === 'none' || box.width > 1;
    };

    /** A link in a sentence: its block has words of its own around the link. */
    const isInRunningText = (element: HTMLElement) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.closest('p, li, td, dd, blockquote, figcaption, address');
      if (!block) return false;
      const own = element.textContent?.trim() ?? '';
      const around = (block.textContent ?? '').replace(own, '').trim();
      return /\p{L}{2,}/u.test(around);
    };

    const targetBox = (element: HTMLElement): DOMRect => {
      const boxes = [element.getBoundingClientRect()];
      const labels = (element as HTMLInputElement).labels;
      if (labels) for (const label of labels) boxes.push(label.getBoundingClientRect());
      const left = Math.min(...boxes.map((box) => box.left));
      const top = Math.min(...boxes.map((box) => box.top));
      const right = Math.max(...boxes.map((box) => box.right));
      const bottom = Math.max(...boxes.map((box) => box.bottom));
      return new DOMRect(left, top, right - left, bottom - top);
    };

    const targets = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => isShown(element) && !isInRunningText(element))
      // a control inside another counted target (a button in a link) is part of it
      .map((element) => ({ element, box: targetBox(element) }));

    const small = targets.filter(
      ({ box }) => box.width < minimum - 0.5 || box.height < minimum - 0.5,
    );
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) => {
      const dx = Math.max(box.left - point.x, 0, point.x - box.right);
      const dy = Math.max(box.top - point.y, 0, point.y - box.bottom);
      return Math.hypot(dx, dy);
    };

    return small
      .filter(({ element, box }) => {
        const middle = centre(box);
        return targets.some((other) => {
          if (other.element === element || other.element.contains(element)) return false;
          if (element.contains(other.element)) return false;
          const otherIsSmall = small.some((entry) => entry.element === other.element);
          // the 24px circle round this target meets the other target, or its own circle
          return otherIsSmall
            ? Math.hypot(middle.x - centre(other.box).x, middle.y - centre(other.box).y) < minimum
            : distanceToBox(middle, other.box) < minimum / 2;
        });
      })
      .map(({ element, box }) => ({
        target: describe(element),
        width: Math.round(box.width),
        height: Math.round(box.height),
      }));
  });
}
