// The snapshot of the project's files that scripts/build/cms-preview.mjs hands the editor's
// preview: each file's text (an upload's is empty) by its path under VIRTUAL_ROOT.
declare module "virtual:preview-files" {
  const files: Record<string, string>;
  export default files;
}
