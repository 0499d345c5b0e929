/** The main element with the page's own content drawn in it, not a loading status. */
const DRAWN_MAIN = /<main id="main-content"[^>]*><!--\$--><(?!div[^>]*role="status")/;

/**
 * The yardstick is fair only if the server draws each page of the single bundle as it draws the
 * federated site's: checked before anything is measured, so a broken build fails loudly rather
 * than flattering (or shaming) the federated figures.
 */
export async function expectDrawnAlike(
  sites: { federated: string; single: string },
  paths: readonly string[],
): Promise<void> {
  for (const path of paths) {
    const [federated, single] = await Promise.all(
      [sites.federated, sites.single].map(async (base) => {
        const response = await fetch(`${base}${path}`);
        return { status: response.status, drawn: DRAWN_MAIN.test(await response.text()) };
      }),
    );
    if (federated?.status !== single?.status || federated?.drawn !== single?.drawn) {
      throw new Error(
        `${path} is not drawn alike: federated ${JSON.stringify(federated)}, single bundle ${JSON.stringify(single)}`,
      );
    }
  }
}
