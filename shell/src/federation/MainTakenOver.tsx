import { useEffect } from 'react';
import { mainTakenOverAttribute } from '@harmoni/shared/pageMarkup';

/** Says on the page's main element that React has taken over its main part. */
export function markMainTakenOver(doc: Document = document): void {
  doc.getElementById('main-content')?.setAttribute(mainTakenOverAttribute, '');
}

/**
 * Rendered beside the page's main part: its effect runs when React commits that part, which for
 * a part the server drew is when it is hydrated. Draws nothing, so it changes no HTML.
 */
export function MainTakenOver() {
  useEffect(() => markMainTakenOver(), []);
  return null;
}
