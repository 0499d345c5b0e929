/**
 * How the shell's server makes a page document, for a server that draws pages its own way (the
 * benchmark's single bundle): the same template, head, hints and inline styles.
 */
export { loadPageTemplate, type PageTemplate } from './pageTemplate';
export { pageDocument } from './pageDocument';
export type { HeadPartContext } from './renderHead';
export { readStartupFiles, startupPreloads } from '../preload/shellStartup';
export { readShellStyles, type InlineStyle } from '../preload/shellStyles';
export { mainPictureHints } from '../preload/mainPicture';
export { viewStyleReader } from '../preload/viewStyles';
export { registerStaticFiles } from '../staticFiles';
export { NO_CACHE } from '../cacheControl';
