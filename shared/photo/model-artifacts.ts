/**
 * tfjs graph models read by the project itself rather than by tfjs' own HTTP loader: from disk in Node (tfjs
 * reads `file://` only with tfjs-node), and in the browser from bytes the page downloaded with visible progress.
 */

/** A converted graph model's JSON file. */
export interface GraphModelJson {
  modelTopology: unknown;
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: unknown;
  userDefinedMetadata?: unknown;
  weightsManifest: { paths: string[]; weights: unknown[] }[];
}

/** The weight files a model's JSON names, in the order tfjs joins them. */
export function listWeightFiles(model: GraphModelJson): string[] {
  return model.weightsManifest.flatMap((group) => group.paths);
}

/** What tfjs builds a graph model from: the JSON's parts and the weight files joined in manifest order. */
export function toModelArtifacts(model: GraphModelJson, weightFiles: readonly Uint8Array[]) {
  const weights = new Uint8Array(weightFiles.reduce((total, file) => total + file.byteLength, 0));
  let offset = 0;
  for (const file of weightFiles) {
    weights.set(file, offset);
    offset += file.byteLength;
  }
  return {
    modelTopology: model.modelTopology,
    format: model.format,
    generatedBy: model.generatedBy,
    convertedBy: model.convertedBy,
    signature: model.signature,
    userDefinedMetadata: model.userDefinedMetadata,
    weightSpecs: model.weightsManifest.flatMap((group) => group.weights),
    weightData: weights.buffer,
  };
}

export type ModelArtifacts = ReturnType<typeof toModelArtifacts>;

/**
 * A tfjs load router for the model URLs that start with `prefix`; `readModel` gets the rest of the URL. Other
 * URLs are left to tfjs (an HTTP URL would match tfjs' own router too, and two matches are an error, so the
 * prefix is a scheme of its own).
 */
export function createModelLoadRouter(prefix: string, readModel: (path: string) => Promise<ModelArtifacts>) {
  return (url: string | string[]) => (typeof url === 'string' && url.startsWith(prefix) ? { load: () => readModel(url.slice(prefix.length)) } : null);
}
