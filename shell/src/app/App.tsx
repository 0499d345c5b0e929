import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';

/**
 * The site as the browser and the server (src/ssr) both draw it, under either one's router: one
 * tree, so what the server sends is what the browser hydrates.
 */
export function Site() {
  return (
    <StrictMode>
      <AppRoutes />
    </StrictMode>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Site />
    </BrowserRouter>
  );
}
