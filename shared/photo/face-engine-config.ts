/**
 * The one face-engine configuration the browser, the server and the tests use (docs/notes/face-engine.md:
 * turning a model on or off moves mesh points, so it is frozen here). Human 3.3.6 on the tfjs wasm backend.
 */

/**
 * The spec's photo limit (docs/spec/quizzes-and-photo.md §5), on the file's bytes: the page checks it, and so does
 * the API.
 */
export const maximumPhotoBytes = 5 * 1024 * 1024;

/** Where the site serves the engine's model and wasm files (server/http/face-engine-files.server.ts). */
export const faceEngineFilesPath = '/face-engine/human-3.3.6';

/** Human's browser build (tfjs bundled), served beside the models rather than bundled: pages never import it. */
export const faceEngineScriptFile = 'human.esm.js';

/** The photo is redrawn with this longest side before detection, on both sides, so both see the same pixels. */
export const faceEngineInputSide = 640;

/** The model files every analysis needs, inside @vladmandic/human's `models/`: the detector and the mesh (2.1 MB). */
export const faceEngineMeshModelFiles = ['blazeface.json', 'blazeface.bin', 'facemesh.json', 'facemesh.bin'] as const;
/** tfjs-backend-wasm 4.22.0 (the version Human 3.3.6 bundles): the browser picks the SIMD build where it can. */
export const faceEngineWasmFiles = ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm-threaded-simd.wasm'] as const;

export interface FaceEnginePaths {
  /** Folder (URL or, in Node, file path) that holds the model files, ending in '/'. */
  modelBasePath: string;
  /** Folder that holds tfjs-backend-wasm's .wasm files, ending in '/'. */
  wasmPath: string;
  /**
   * Load the description model (faceres, 7 MB: age and a gender estimate). Only the API does, for the
   * `genderTypePercentages` its clients may read; no page tells a visitor what gender their face reads as, so the
   * browser never downloads it. The mesh does not depend on it: both sides measure alike.
   */
  describe: boolean;
}

export function createFaceEngineConfig(paths: FaceEnginePaths) {
  return {
    backend: 'wasm' as const,
    modelBasePath: paths.modelBasePath,
    wasmPath: paths.wasmPath,
    // The wasm files are served beside the models, never fetched from a CDN.
    wasmPlatformFetch: false,
    debug: false,
    async: true,
    warmup: 'none' as const,
    // Results must not depend on the previous frame or on image filters.
    cacheSensitivity: 0,
    skipAllowed: false,
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: { modelPath: 'blazeface.json', rotation: false, maxDetected: 5, minConfidence: 0.5, return: false },
      mesh: { enabled: true, modelPath: 'facemesh.json' },
      iris: { enabled: false },
      attention: { enabled: false },
      // minConfidence 0 keeps the gender estimate from reading "unknown" (face-engine.md, pitfall 4).
      description: { enabled: paths.describe, modelPath: 'faceres.json', minConfidence: 0 },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      gear: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  };
}
