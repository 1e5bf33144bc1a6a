import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { detectWithHuman, type HumanDetector } from '../../shared/photo/human-face';
import { createFaceEngineConfig } from '../../shared/photo/face-engine-config';
import type { FaceDetector } from '../../shared/photo/detect-face';
import { createModelLoadRouter, listWeightFiles, toModelArtifacts, type GraphModelJson, type ModelArtifacts } from '../../shared/photo/model-artifacts';

/**
 * Human 3.3.6 in Node on the tfjs wasm backend, with the same frozen configuration as the browser
 * (shared/photo/face-engine-config.ts). Loaded by file path: the package's `exports` would pick the tfjs-node
 * build, which cannot install here (docs/notes/face-engine.md, pitfall 1).
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
  detect: FaceDetector;
}

/** tfjs in Node reads models only over HTTP without tfjs-node: the model JSON and its weights from disk. */
async function readModelFile(url: string): Promise<ModelArtifacts> {
  const path = fileURLToPath(url);
  const model = JSON.parse(await readFile(path, 'utf8')) as GraphModelJson;
  const weightFiles = await Promise.all(listWeightFiles(model).map((file) => readFile(join(dirname(path), file))));
  return toModelArtifacts(model, weightFiles);
}

/** Loads the engine (about a second, once per process or worker thread). */
export async function createFaceEngine(): Promise<FaceEngine> {
  const module = (await import(pathToFileURL(join(humanFolder, 'dist', 'human.node-wasm.js')).href)) as { Human: new (config: object) => HumanInstance };
  const config = createFaceEngineConfig({ modelBasePath: `${pathToFileURL(join(humanFolder, 'models')).href}/`, wasmPath: `${wasmFolder}/`, describe: true });
  const human = new module.Human(config);
  human.tf.io.registerLoadRouter(createModelLoadRouter('file://', (rest) => readModelFile(`file://${rest}`)));
  await human.load();
  return { detect: (image, options) => detectWithHuman(human, image, options) };
}
