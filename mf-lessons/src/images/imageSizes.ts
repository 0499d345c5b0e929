/**
 * Pixel sizes of the generated lesson images. The components put them on <img> so nothing
 * shifts while an image loads, and the generator draws at exactly these sizes.
 */
export const cardImageSize = { width: 600, height: 400 } as const;
export const heroImageSize = { width: 1600, height: 700 } as const;
