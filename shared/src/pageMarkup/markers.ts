/**
 * The agreements between the HTML the shell's server sends and the code that reads it in the
 * browser: every id, attribute and selector both sides must spell alike, written once here. No
 * imports: the shell's federation runtime plugin reads one of these before the shared modules
 * exist.
 */

/** The JSON block in which the server inlines /remotes.json: the shell registers its remotes without a round trip. */
export const inlineRemoteListId = 'remote-list';

/** The JSON block of remote name -> entry URL, for the remotes whose manifest the server read. */
export const inlineRemoteEntriesId = 'remote-entries';

/**
 * The JSON block of the registry's digests of the remotes' manifests and entries, by URL: the
 * browser refuses an entry whose bytes differ (shell/src/federation/remoteIntegrityPlugin.ts).
 */
export const inlineRemoteIntegrityId = 'remote-integrity';

/**
 * Set by the shell on `<main id="main-content">` once React has taken over the page's main
 * part: the part the server drew is hydrated (its code arrived), or the browser drew it (a
 * loading state, a remote's fallback, a shell page). Checks (the end-to-end suite, the promote's
 * gate) wait for it instead of looking into React.
 */
export const mainTakenOverAttribute = 'data-taken-over';

/** The JSON block of what the server drew of the remotes' parts and the content they read. */
export const serverRenderElementId = 'server-render';

/**
 * The <template> holding a page's hints for its code and content when the page has a main
 * picture: the shell's entry moves them into the head once that picture is on screen
 * (shell/src/startup/laterHints.ts), so they do not share the line with it.
 */
export const laterHintsId = 'later-hints';

/**
 * The hint for the page's main picture: the one image hint at high priority. The shell's code
 * waits for that picture to be on screen (shell/src/startup/mainPicture.ts).
 */
export const mainPictureHintSelector = 'link[rel="preload"][as="image"][fetchpriority="high"]';

/**
 * The start-up loader in the shell's index.html, as the shell fades it once its first view is
 * ready and as the shell's server sends it already fading with a server-rendered page.
 */
export const pageLoaderId = 'page-loader';
export const pageLoaderFadingClass = 'page-loader--fading';

/** The element after the server's view: the first frame waits until the parser reaches it. */
export const pageDrawnId = 'page-drawn';

/** On a page's JSON-LD blocks: the path they describe, so the browser drops them on leaving it. */
export const structuredDataPageAttribute = 'data-page';

/**
 * On an inline style block: the style sheet it stands for, under the name the bundler's CSS
 * loader looks for, so that loader does not fetch it again.
 */
export const inlineStyleHrefAttribute = 'data-href';

/**
 * Where the shell's server view leaves a remote's region for the server to fill: a
 * `<template data-harmoni-slot="<module id>">` before the region's loading state and a
 * `<template data-harmoni-slot-end="<module id>">` after it. The server puts the region its
 * remote's own worker drew in their place, or keeps the loading state (the browser draws it).
 */
export const regionSlotAttribute = 'data-harmoni-slot';
export const regionSlotEndAttribute = 'data-harmoni-slot-end';
