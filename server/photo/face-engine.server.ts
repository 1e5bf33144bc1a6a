import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DetectedFace } from '../../domain/face/read-detection';
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

interface HumanFace {
  box: [number, number, number, number];
  meshRaw: [number, number, number?][];
  gender?: string;
  genderScore?: number;
  rotation?: { angle: { yaw: number; pitch: number; roll: number } };
}

interface HumanInstance {
  tf: {
    tensor3d(values: Uint8Array | Int32Array, shape: [number, number, number], dtype: 'int32'): { dispose(): void };
    io: { registerLoadRouter(router: (url: string | string[]) => unknown): void };
  };
  load(): Promise<void>;
  detect(input: unknown): Promise<{ face: HumanFace[]; error?: string | null }>;
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

/** p(male) from Human's answer: its genderScore is the confidence of the gender it names. */
function maleProbabilityOf(face: HumanFace): number | null {
  if (face.gender !== 'male' && face.gender !== 'female') return null;
  const score = face.genderScore ?? 0.5;
  return face.gender === 'male' ? score : 1 - score;
}

/** Human's face as the pure reader takes it: mesh in pixels as floats (the integer `mesh` loses precision). */
export function toDetectedFace(face: HumanFace, width: number, height: number): DetectedFace {
  return {
    box: face.box,
    mesh: face.meshRaw.map(([x, y]) => [x * width, y * height] as const),
    yaw: ((face.rotation?.angle.yaw ?? 0) * 180) / Math.PI,
    pitch: ((face.rotation?.angle.pitch ?? 0) * 180) / Math.PI,
    maleProbability: maleProbabilityOf(face),
  };
}

/** Loads the engine (about a second, once per process or worker thread). */
export async function createFaceEngine(): Promise<FaceEngine> {
  const module = (await import(pathToFileURL(join(humanFolder, 'dist', 'human.node-wasm.js')).href)) as { Human: new (config: object) => HumanInstance };
  const config = createFaceEngineConfig({ modelBasePath: `${pathToFileURL(join(humanFolder, 'models')).href}/`, wasmPath: `${wasmFolder}/` });
  const human = new module.Human(config);
  human.tf.io.registerLoadRouter((url) => (typeof url === 'string' && url.startsWith('file://') ? createFileModelHandler(url) : null));
  await human.load();
  return {
    async detect(image) {
      const tensor = human.tf.tensor3d(Int32Array.from(image.data), [image.height, image.width, 3], 'int32');
      try {
        const result = await human.detect(tensor);
        if (result.error) throw new Error(`face engine: ${result.error}`);
        return result.face.map((face) => toDetectedFace(face, image.width, image.height));
      } finally {
        tensor.dispose();
      }
    },
  };
}
