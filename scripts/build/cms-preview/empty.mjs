// @ts-check
// "server-only" in the editor's preview: the loaders it marks run there on a snapshot of the
// content (virtual-fs.mjs), never on a server's files.
export {};
