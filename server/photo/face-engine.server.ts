import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DetectedFace } from '../../domain/face/read-detection';
import { detectWithHuman, type HumanDetector } from '../../shared/photo/human-face';
import { createFaceEngineConfig } from '../../shared/photo/face-engine-config';
import type { RgbImage } from '../../shared/photo/normalize-photo';

/**
 * Human 3.3.6 in Node on the tfjs wasm backend, with the same frozen configuration as the browser
 * (shared/photo/face-engine-config.ts). Loaded by file path: the package's `exports` would pick the tfjs-node
 * build, which cannot install here (shared/notes/face-engine.md, pitfall 1).
 */

const require = createRequire(import.meta.url);
/** `require.resolve` of the package gives dist/human.node.js; the package folder is two levels up. */
export const humanFolder = dirname(dirname(require.resolve('@vladmandic/human')));
export const wasmFolder = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist');

interface HumanInstance extends HumanDetector {
  tf: HumanDetector['tf'] & { io: { registerLoadRouter(router: (url: string | string[]) => unknown): void } };
  load(): Promise<void>;
}

export interface FaceEngine {
  detect(image: RgbImage): Promise<DetectedFace[]>;
}

/**
 * tfjs in Node reads models only over HTTP without tfjs-node: this handler reads `file://` model URLs from disk
 * (the JSON, then its weight files in manifest order).
 */
function createFileModelHandler(url: string) {
  return {
    async load() {
      const path = fileURLToPath(url);
      const model = JSON.parse(await readFile(path, 'utf8')) as {
        modelTopology: unknown;
        format?: string;
        generatedBy?: string;
        convertedBy?: string;
        signature?: unknown;
        userDefinedMetadata?: unknown;
        weightsManifest: { paths: string[]; weights: unknown[] }[];
      };
      const weightFiles = await Promise.all(model.weightsManifest.flatMap((group) => group.paths).map((file) => readFile(join(dirname(path), file))));
      const weights = Buffer.concat(weightFiles);
      return {
        modelTopology: model.modelTopology,
        format: model.format,
        generatedBy: model.generatedBy,
        convertedBy: model.convertedBy,
        signature: model.signature,
        userDefinedMetadata: model.userDefinedMetadata,
        weightSpecs: model.weightsManifest.flatMap((group) => group.weights),
        weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
      };
    },
  };
}

/** Loads the engine (about a second, once per process or worker thread). */
export async function createFaceEngine(): Promise<FaceEngine> {
  const module = (await import(pathToFileURL(join(humanFolder, 'dist', 'human.node-wasm.js')).href)) as { Human: new (config: object) => HumanInstance };
  const config = createFaceEngineConfig({ modelBasePath: `${pathToFileURL(join(humanFolder, 'models')).href}/`, wasmPath: `${wasmFolder}/` });
  const human = new module.Human(config);
  human.tf.io.registerLoadRouter((url) => (typeof url === 'string' && url.startsWith('file://') ? createFileModelHandler(url) : null));
  await human.load();
  return { detect: (image) => detectWithHuman(human, image) };
}
