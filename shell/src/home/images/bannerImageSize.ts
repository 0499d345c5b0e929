/** The home banner picture's pixel size: drawn at this size, and set on its <img>. */
export const bannerImageSize = { width: 1600, height: 900 } as const;
