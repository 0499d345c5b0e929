import { Navigate } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

/**
 * A page the content says does not exist, where the spec sends the visitor elsewhere (an album
 * without info, a hidden concert): the browser goes there at once, while the server answers
 * 404 with the not-found page, which is also what a visitor without JavaScript reads.
 */
export function NotFoundRedirect({ to }: { to: string }) {
  return (
    <>
      <NotFoundPage />
      <Navigate to={to} replace />
    </>
  );
}
