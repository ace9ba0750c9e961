// @ts-check
// One thread of postprocessExport (./postprocess-export.mjs): rewrites the pages it is given, in
// place, and answers with the first-load chunks they load, or with why the first failed.
import { parentPort, workerData } from "node:worker_threads";
import { postprocessFiles } from "./postprocess-export.mjs";

const { outDir, files, remote, options } = workerData;
try {
  parentPort?.postMessage({ chunks: [...postprocessFiles(outDir, files, remote, options)] });
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
