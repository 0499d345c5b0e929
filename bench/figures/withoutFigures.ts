/**
 * The shell's real-user figures left out, for the benchmark's comparison build only
 * (`BENCH_FIGURES=compare`): the build replaces shell/src/vitals/realUserFigures.ts with this
 * file (withoutFigures.rsbuild.ts), so neither the beacon nor web-vitals is in it. The rest of
 * the page is the site's own code, unchanged.
 */
export function startRealUserFigures(): () => void {
  return () => undefined;
}
