import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ContentProblemNotice } from './ContentFailure';
import { NotFoundPage } from './NotFoundPage';
import { isPreviewing, usePreviewing } from './usePreviewing';

export interface NotFoundRedirectProps {
  to: string;
  /**
   * The content error that made the page not there (an album whose info is malformed): a
   * preview stays on the page and shows it to the team instead of moving on.
   */
  problem?: Error;
}

/**
 * A page the content says does not exist, where the spec sends the visitor elsewhere (an album
 * without info, a hidden concert): the browser goes there at once, while the server answers
 * 404 with the not-found page, which is also what a visitor without JavaScript reads.
 */
export function NotFoundRedirect({ to, problem }: NotFoundRedirectProps) {
  const navigate = useNavigate();
  const stays = problem !== undefined;
  const previewing = usePreviewing();
  useEffect(() => {
    // read from the page itself: the first render after hydration does not know it yet
    if (stays && isPreviewing()) return;
    void navigate(to, { replace: true });
  }, [navigate, to, stays]);
  return (
    <>
      <NotFoundPage />
      {problem && previewing ? <ContentProblemNotice error={problem} /> : null}
    </>
  );
}
