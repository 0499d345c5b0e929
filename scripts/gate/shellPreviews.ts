import { previewStatusPath } from '@harmoni/serve/registry';

/**
 * What `npm run preview-token` says about the shell the link is for (SITE_URL): a warning when
 * that shell shows no previews (it has no PREVIEW_SECRET) or cannot be asked; nothing when it
 * does. The shell answers at its preview status path, which tells nothing about the secret.
 */
export async function shellPreviewWarning(
  shellUrl: string,
  timeoutMs = 3_000,
): Promise<string | undefined> {
  const asked = `${shellUrl}${previewStatusPath}`;
  let previews: unknown;
  try {
    const response = await fetch(asked, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    previews = ((await response.json()) as { previews?: unknown }).previews;
  } catch (error) {
    return `could not ask the shell at ${shellUrl} whether it shows previews (${asked}: ${String(error)}). If it has no PREVIEW_SECRET, the link shows the live site; SITE_URL names the shell to ask`;
  }
  if (previews === 'on') return undefined;
  return `the shell at ${shellUrl} shows no previews: it has no PREVIEW_SECRET, so this link shows the live site (with a notice saying so). Start it with the same PREVIEW_SECRET as here`;
}
