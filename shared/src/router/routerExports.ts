/**
 * What the site's federated builds get for `react-router-dom` (a resolve alias in
 * tooling/src/federation/federation.ts). A shared singleton is never tree-shaken, so sharing the
 * package itself ships all of it (about 60 KB compressed); this list is what the site uses,
 * and the rest of react-router is left out of the shared copy. Add a name here before using
 * it: routerExports.test.ts fails when source code imports a name this list lacks.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { To } from 'react-router';
