import type { ContentState } from '@harmoni/shared';

/** Two content files a page needs together: ready when both are, failed when either is. */
export function combineContent<A, B>(
  first: ContentState<A>,
  second: ContentState<B>,
): ContentState<[A, B]> {
  if (first.status === 'error') return first;
  if (second.status === 'error') return second;
  if (first.status === 'ready' && second.status === 'ready') {
    return { status: 'ready', data: [first.data, second.data] };
  }
  return { status: 'loading' };
}
