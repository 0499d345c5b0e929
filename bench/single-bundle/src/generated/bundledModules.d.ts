// The table itself is generated before a single-bundle build (bench/single-bundle/build/bundledModules.ts).
export declare const bundledModules: Record<string, () => Promise<unknown>>;
