// The table itself is generated before a single-bundle build (shared/build/singleBundle.ts).
export declare const bundledModules: Record<string, () => Promise<unknown>>;
