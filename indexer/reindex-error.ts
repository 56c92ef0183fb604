/** A reindex that did not swap, for a reason the operator can act on; its message says what happened to the alias. */
export class ReindexError extends Error {}
