import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

export const articleListPath = '/about/article';

/**
 * Whether going back stays on this site. The router numbers its entries in history.state.idx
 * (0 for the first page of the visit); without that, a history of one page has no way back.
 */
export function canGoBack(historyState: unknown, historyLength: number): boolean {
  if (historyState !== null && typeof historyState === 'object' && 'idx' in historyState) {
    const { idx } = historyState;
    if (typeof idx === 'number') return idx > 0;
  }
  return historyLength > 1;
}

/**
 * SPEC section 8: an article that is not in the directory, or whose content cannot be
 * fetched, logs the error and goes back to the previous page, without a message. A visit that
 * started on the article has nothing to go back to: it goes to the article list instead.
 * Leaves once, however often it is asked (effects run twice in development).
 */
export function useLeaveArticle(): (...logged: unknown[]) => void {
  const navigate = useNavigate();
  const left = useRef(false);
  return useCallback(
    (...logged: unknown[]) => {
      if (left.current) return;
      left.current = true;
      console.error(...logged);
      if (canGoBack(window.history.state, window.history.length)) void navigate(-1);
      else void navigate(articleListPath, { replace: true });
    },
    [navigate],
  );
}
