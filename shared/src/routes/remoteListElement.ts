/**
 * The id of the JSON block in which the shell's server inlines /remotes.json, so the shell
 * registers its remotes without a round trip first.
 */
export const inlineRemoteListId = 'remote-list';

/**
 * The id of the JSON block in which the shell's server inlines remote name -> entry URL, for the
 * remotes whose manifest it could read.
 */
export const inlineRemoteEntriesId = 'remote-entries';

/**
 * The id of the <template> holding a page's hints for its code and content when the page has a
 * main picture: the shell's entry moves them into the head once that picture is on screen
 * (shell/src/startup/laterHints.ts), so they do not share the line with it.
 */
export const laterHintsId = 'later-hints';
