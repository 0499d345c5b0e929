import {
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  forgetRemoteModule,
  ServerModulesContext,
  Spinner,
  useRemoteModule,
} from '@harmoni/shared';
import { regionSlotAttribute, regionSlotEndAttribute } from '@harmoni/shared/pageMarkup';
import { MainTakenOver, markMainTakenOver } from './MainTakenOver';
import { RemoteBoundary } from './RemoteBoundary';
import { refreshRemote } from './remoteRegistry';
import { remoteNameOf } from './remoteList';

interface ExposedComponent<P> {
  default: ComponentType<P>;
}

/**
 * Where the server fills in a region that its remote's own worker draws: the region's loading
 * state between two markers. The server replaces all three with the region, or drops the
 * markers and keeps the loading state, which is what the browser's first render then draws.
 */
function RegionSlot({ moduleId, children }: { moduleId: string; children: ReactNode }) {
  const start = { [regionSlotAttribute]: moduleId };
  const end = { [regionSlotEndAttribute]: moduleId };
  return (
    <>
      <template {...start} />
      {children}
      <template {...end} />
    </>
  );
}

/**
 * The part once its module is here. On the server that is when the server could load the
 * remote's view (in the whole-tree render of the single-bundle benchmark), or a slot its remote's
 * worker fills (the shell's server); while the browser hydrates a part the server drew, useRemoteModule suspends
 * until the code arrives, and React keeps the server's HTML on screen meanwhile.
 */
function RemoteComponent<P extends object>({
  moduleId,
  props,
  loading,
  main,
}: {
  moduleId: string;
  props: P;
  loading: ReactNode;
  /** the page's main part: says so once React has it (hydrated, or drawn by the browser) */
  main: boolean;
}) {
  const server = useContext(ServerModulesContext);
  const state = useRemoteModule<ExposedComponent<P>>(moduleId);
  // An effect, not a component beside the part: one would change the server's HTML of the part
  // (a text separator), which the region's own worker draws alone. It runs when this commits,
  // which for a part the server drew is once it is hydrated.
  useEffect(() => {
    if (main) markMainTakenOver();
  }, [main, state.status]);
  if (server?.slots?.has(moduleId)) return <RegionSlot moduleId={moduleId}>{loading}</RegionSlot>;
  if (state.status === 'loading') {
    return loading;
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
  /** the page's main part (a route's), not a section of a page */
  main?: boolean;
}

/** Mounts a remote's component lazily: its code is fetched when the region first renders. */
export function RemoteRegion<P extends object>({
  moduleId,
  label,
  props,
  loading,
  main = false,
}: RemoteRegionProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    refreshRemote(remoteNameOf(moduleId));
    forgetRemoteModule(moduleId);
    setAttempt((count) => count + 1);
  };
  const loadingState = loading ?? <Spinner label={`Loading ${label}`} />;
  // its message, should it fail, is React's too
  const takenOver = main ? <MainTakenOver /> : null;
  return (
    <RemoteBoundary
      key={attempt}
      label={label}
      remote={remoteNameOf(moduleId)}
      onRetry={retry}
      takenOver={takenOver}
    >
      {/* The boundary the browser hydrates this part by, once its code has arrived. */}
      <Suspense fallback={loadingState}>
        <RemoteComponent
          moduleId={moduleId}
          props={props ?? ({} as P)}
          loading={loadingState}
          main={main}
        />
      </Suspense>
    </RemoteBoundary>
  );
}
