import type { DetectedFace } from '../../../domain/face/read-detection';
import { createFaceEngineConfig, faceEngineFilesPath, faceEngineInputSide, faceEngineScriptFile } from '../../../shared/photo/face-engine-config';
import { detectWithHuman, type HumanDetector } from '../../../shared/photo/human-face';
import { shrinkToLongestSide, type RgbImage } from '../../../shared/photo/normalize-photo';

export interface BrowserFaceEngine {
  detect(image: RgbImage): Promise<DetectedFace[]>;
}

interface HumanInBrowser extends HumanDetector {
  load(): Promise<void>;
}

let loading: Promise<BrowserFaceEngine> | undefined;

/**
 * Human on the tfjs wasm backend, in this tab: its script (1.5 MB, 0.3 MB brotli), the models and the .wasm come
 * from this site, once; later calls reuse the loaded engine. Never part of a page's first load: the photo page
 * starts loading it when the visitor starts filling the form.
 */
export function loadFaceEngine(): Promise<BrowserFaceEngine> {
  loading ??= (async () => {
    const base = `${window.location.origin}${faceEngineFilesPath}`;
    // Loaded from the site at run time, not bundled: the build and every page stay free of its 1.5 MB.
    const { Human } = (await import(/* @vite-ignore */ `${base}/script/${faceEngineScriptFile}`)) as { Human: new (config: object) => HumanInBrowser };
    const human = new Human(createFaceEngineConfig({ modelBasePath: `${base}/models/`, wasmPath: `${base}/wasm/` }));
    await human.load();
    return { detect: (image: RgbImage) => detectWithHuman(human, image) };
  })();
  // A failed load (offline, old browser) may be retried by the next analysis.
  loading.catch(() => {
    loading = undefined;
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
