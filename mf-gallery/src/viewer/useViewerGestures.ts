import { useEffect, useEffectEvent, type RefObject } from 'react';
import { swipeDirection, type Point } from './swipe';

export interface ViewerGestures {
  onSwipe: (direction: 'next' | 'previous') => void;
  onBackdropClick: () => void;
}

/** The parts of the viewer that are backdrop, not photo or control, carry this attribute. */
export const backdropAttribute = 'data-backdrop';

const isBackdrop = (target: EventTarget | null) =>
  target instanceof Element && target.hasAttribute(backdropAttribute);

/**
 * Pointer gestures on the viewer: a sideways swipe (finger, pen or mouse drag) pages through
 * the photos, and a click that starts and ends on the backdrop closes it. The click that a
 * browser fires after a swipe is not a backdrop click.
 */
export function useViewerGestures(
  container: RefObject<HTMLElement | null>,
  gestures: ViewerGestures,
): void {
  const swipe = useEffectEvent(gestures.onSwipe);
  const backdropClick = useEffectEvent(gestures.onBackdropClick);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let start: Point | undefined;
    let pressedOnBackdrop = false;
    let swiped = false;

    const onPointerDown = (event: PointerEvent) => {
      start = { x: event.clientX, y: event.clientY };
      pressedOnBackdrop = isBackdrop(event.target);
      swiped = false;
    };
    const onPointerUp = (event: PointerEvent) => {
      if (!start) return;
      const direction = swipeDirection(start, { x: event.clientX, y: event.clientY });
      start = undefined;
      if (direction) {
        swiped = true;
        swipe(direction);
      }
    };
    const onPointerCancel = () => {
      start = undefined;
    };
    const onClick = (event: MouseEvent) => {
      if (!swiped && pressedOnBackdrop && isBackdrop(event.target)) backdropClick();
      swiped = false;
      pressedOnBackdrop = false;
    };

    element.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('pointerup', onPointerUp);
    element.addEventListener('pointercancel', onPointerCancel);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('pointerup', onPointerUp);
      element.removeEventListener('pointercancel', onPointerCancel);
      element.removeEventListener('click', onClick);
    };
  }, [container]);
}
