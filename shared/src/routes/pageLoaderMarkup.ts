/**
 * The start-up loader in the shell's index.html, as the shell fades it once its first view is
 * ready and as the shell's server sends it already fading with a server-rendered page.
 */
export const pageLoaderId = 'page-loader';
export const pageLoaderFadingClass = 'page-loader--fading';
