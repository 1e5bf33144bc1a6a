import { createFaceEngineConfig, faceEngineFilesPath, faceEngineInputSide, faceEngineMeshModelFiles, faceEngineScriptFile } from '../../../shared/photo/face-engine-config';
import type { FaceDetector } from '../../../shared/photo/detect-face';
import { detectWithHuman, type HumanDetector } from '../../../shared/photo/human-face';
import { createModelLoadRouter, listWeightFiles, toModelArtifacts, type GraphModelJson, type ModelArtifacts } from '../../../shared/photo/model-artifacts';
import { shrinkToLongestSide, type RgbImage } from '../../../shared/photo/normalize-photo';
import { downloadWithProgress } from './download-with-progress.client';
import { reportEngineProgress } from './engine-progress';

export interface BrowserFaceEngine {
  detect: FaceDetector;
}

interface HumanInBrowser extends HumanDetector {
  tf: HumanDetector['tf'] & { io: { registerLoadRouter(router: (url: string | string[]) => unknown): void } };
  load(): Promise<void>;
}

/** Human asks for `{modelBasePath}{file}`; a scheme of its own routes those requests to the downloaded bytes. */
const downloadedModels = 'quizlab-models://';

let loading: Promise<BrowserFaceEngine> | undefined;

/** The detector and mesh models, downloaded in parallel with the script (most of the engine's bytes). */
async function downloadModels(base: string): Promise<(file: string) => Promise<ModelArtifacts>> {
  const files = await downloadWithProgress(
    faceEngineMeshModelFiles.map((name) => `${base}/models/${name}`),
    (fraction) => reportEngineProgress(Math.min(99, Math.floor(fraction * 100))),
  );
  const bytesOf = (file: string) => {
    const bytes = files[faceEngineMeshModelFiles.indexOf(file as (typeof faceEngineMeshModelFiles)[number])];
    if (!bytes) throw new Error(`face engine: ${file} is not a model file of the engine`);
    return bytes;
  };
  return async (file) => {
    const model = JSON.parse(new TextDecoder().decode(bytesOf(file))) as GraphModelJson;
    return toModelArtifacts(model, listWeightFiles(model).map(bytesOf));
  };
}

/**
 * Human on the tfjs wasm backend, in this tab: its script, the models and the .wasm come from this site, once;
 * later calls reuse the loaded engine. Never part of a page's first load: the photo page starts loading it when
 * the visitor starts filling the form, and shows how far the download is.
 */
export function loadFaceEngine(): Promise<BrowserFaceEngine> {
  loading ??= (async () => {
    const base = `${window.location.origin}${faceEngineFilesPath}`;
    const started = performance.now();
    reportEngineProgress(0);
    const [{ Human }, readModel] = await Promise.all([
      // Loaded from the site at run time, not bundled: the build and every page stay free of its 1.5 MB.
      import(/* @vite-ignore */ `${base}/script/${faceEngineScriptFile}`) as Promise<{ Human: new (config: object) => HumanInBrowser }>,
      downloadModels(base),
    ]);
    // The browser's HTTP cache keeps the files (immutable URLs); Human's own IndexedDB copy would store them twice.
    const human = new Human({ ...createFaceEngineConfig({ modelBasePath: downloadedModels, wasmPath: `${base}/wasm/`, describe: false }), cacheModels: false });
    human.tf.io.registerLoadRouter(createModelLoadRouter(downloadedModels, readModel));
    await human.load();
    performance.measure('face-engine:load', { start: started });
    reportEngineProgress(100);
    // No gender estimate on the device: the description model is not even downloaded.
    return { detect: (image, options) => detectWithHuman(human, image, { ...options, describe: false }) };
  })();
  // A failed load (offline, old browser) may be retried by the next analysis.
  loading.catch(() => {
    loading = undefined;
    reportEngineProgress(null);
  });
  return loading;
}

/**
 * The photo's pixels as the server's decoder gives them: upright by its EXIF orientation, without colour-profile
 * conversion, then shrunk by the shared normaliser. Null when the file is not an image the browser can read.
 */
export async function decodePhotoInBrowser(file: Blob): Promise<RgbImage | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image', colorSpaceConversion: 'none', premultiplyAlpha: 'none' });
  } catch {
    return null;
  }
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  return shrinkToLongestSide({ width: pixels.width, height: pixels.height, data: pixels.data }, faceEngineInputSide);
}
