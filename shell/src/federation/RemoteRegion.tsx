import { Suspense, use, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { Spinner, useRemoteModule } from '@harmoni/shared';
import { RemoteBoundary } from './RemoteBoundary';
import { refreshRemote } from './remoteRegistry';
import { remoteNameOf } from './remoteList';
import {
  awaitsServerRenderedModule,
  serverRenderedModule,
  ServerViewsContext,
} from './serverViews';

interface ExposedComponent<P> {
  default: ComponentType<P>;
}

function RemoteComponent<P extends object>({
  moduleId,
  props,
  loading,
}: {
  moduleId: string;
  props: P;
  loading: ReactNode;
}) {
  const serverViews = useContext(ServerViewsContext);
  const state = useRemoteModule<ExposedComponent<P>>(moduleId);
  if (serverViews) {
    // On the server: the part if its remote's view could be loaded, else its loading state.
    const view = serverViews.modules.get(moduleId) as ExposedComponent<P> | undefined;
    if (!view) return loading;
    serverViews.drawn.add(moduleId);
    return <view.default {...props} />;
  }
  if (state.status === 'loading') {
    if (!awaitsServerRenderedModule(moduleId)) return loading;
    // Suspends: React keeps the server's HTML of this part on screen until the code is here.
    const Hydrated = (use(serverRenderedModule(moduleId)) as ExposedComponent<P>).default;
    return <Hydrated {...props} />;
  }
  // Thrown so the boundary shows one friendly message for load and render failures alike.
  if (state.status === 'error') throw state.error;
  const Exposed = state.module.default;
  return <Exposed {...props} />;
}

export interface RemoteRegionProps<P> {
  /** exposed module whose default export is a component: 'about/TermsPage' */
  moduleId: string;
  label: string;
  props?: P;
  /** what shows while the remote loads; a spinner unless given */
  loading?: ReactNode;
}

/** Mounts a remote's component lazily: its code is fetched when the region first renders. */
export function RemoteRegion<P extends object>({
  moduleId,
  label,
  props,
  loading,
}: RemoteRegionProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    refreshRemote(remoteNameOf(moduleId));
    setAttempt((count) => count + 1);
  };
  const loadingState = loading ?? <Spinner label={`Loading ${label}`} />;
  return (
    <RemoteBoundary key={attempt} label={label} onRetry={retry}>
      {/* The boundary the browser hydrates this part by, once its code has arrived. */}
      <Suspense fallback={loadingState}>
        <RemoteComponent moduleId={moduleId} props={props ?? ({} as P)} loading={loadingState} />
      </Suspense>
    </RemoteBoundary>
  );
}
