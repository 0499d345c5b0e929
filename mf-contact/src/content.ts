import { contentSource } from '@harmoni/shared';

/** This remote's own files, wherever it is deployed. */
export const contactContent = contentSource(__webpack_public_path__);
