import { useContent, type ContentResource, type ContentState } from '../content/contentStore';
import { useRemoteModule } from '../federation/remoteModules';

/**
 * Content that another remote owns and hands out as a resource from an exposed module. The
 * hook has the same shape before and after the module arrives, so whatever shows the content
 * stays mounted (an open menu stays open) while the remote loads. Nothing is fetched until
 * `wanted`.
 */
export function useRemoteContent<S, T>(
  moduleId: string,
  pick: (service: S) => ContentResource<T>,
  wanted = true,
): ContentState<T> {
  const service = useRemoteModule<{ default: S }>(moduleId, wanted);
  const content = useContent(service.status === 'ready' ? pick(service.module.default) : undefined);
  return service.status === 'error' ? { status: 'error', error: service.error } : content;
}
