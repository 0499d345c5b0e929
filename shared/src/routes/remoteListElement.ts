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
