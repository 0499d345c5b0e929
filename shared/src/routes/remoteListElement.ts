/**
 * The id of the JSON block in which the shell's server inlines /remotes.json, so the shell
 * registers its remotes without a round trip first.
 */
export const inlineRemoteListId = 'remote-list';
