import { pageReleases, remoteOfFile } from './pageReleases';
import { reportRemoteFailure } from './remoteFailures';

/**
 * A remote's script that the browser would not run: was it missing, or were its bytes not the
 * registry's (Subresource Integrity)? The error event does not say, so the file is asked for
 * once more without the check: there but refused means integrity. Only after a failure, so a
 * page that loads well pays nothing.
 */
export function noteRefusedScript(url: string, doc: Document = document): void {
  const releases = pageReleases(doc);
  const remote = releases && remoteOfFile(url, releases);
  if (!remote) return;
  fetch(url, { mode: 'cors', credentials: 'omit', cache: 'no-store' }).then(
    (response) => {
      if (response.ok) reportRemoteFailure(remote, 'integrity-refused');
    },
    () => undefined, // not there at all: the load failure is reported by the runtime's hook
  );
}
