/** The lesson remote's manifest, fixed at build time for standalone runs (rsbuild.config.ts). */
declare const __LESSONS_MANIFEST_URL__: string;
