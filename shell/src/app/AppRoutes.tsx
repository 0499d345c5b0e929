import { NotFoundPage } from '@harmoni/shared';
import { Route, Routes } from 'react-router-dom';
import { RemoteRegion } from '../federation/RemoteRegion';
import { HomePage } from '../home/HomePage';

import { Layout } from './Layout';
import { remoteRoutes } from '@harmoni/shared/routes';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        {remoteRoutes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <RemoteRegion key={route.path} moduleId={route.moduleId} label={route.label} main />
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
