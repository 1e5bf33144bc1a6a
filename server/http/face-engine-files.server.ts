import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { faceEngineFilesPath, faceEngineMeshModelFiles, faceEngineScriptFile, faceEngineWasmFiles } from '../../shared/photo/face-engine-config';
import { humanFolder, wasmFolder } from '../photo/face-engine.server';

const contentTypes: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.bin': 'application/octet-stream', '.wasm': 'application/wasm' };
/** Model weights are floats that barely compress; the script, the JSON and the wasm shrink to a fifth or so. */
const compressible = new Set(['.js', '.json', '.wasm']);

interface ServedFile {
  raw: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
}

/**
 * The face engine's files, served by the site itself (never a CDN): Human's browser build, the model files the
 * analysis uses (from @vladmandic/human's `models/`) and tfjs-backend-wasm's `.wasm` builds. Only these names;
 * the versioned path lets browsers keep them for a year. Each file is read and compressed once per process, on
 * its first request, off the event loop (zlib's thread pool).
 */
export function registerFaceEngineFiles(app: FastifyInstance): void {
  const paths = new Map<string, string>([
    [`script/${faceEngineScriptFile}`, join(humanFolder, 'dist', 'human.esm.js')],
    ...faceEngineMeshModelFiles.map((name) => [`models/${name}`, join(humanFolder, 'models', name)] as const),
    ...faceEngineWasmFiles.map((name) => [`wasm/${name}`, join(wasmFolder, name)] as const),
  ]);
  const loaded = new Map<string, Promise<ServedFile>>();
  const load = (key: string, path: string): Promise<ServedFile> => {
    let file = loaded.get(key);
    if (!file) {
      file = (async () => {
        const raw = await readFile(path);
        if (!compressible.has(path.slice(path.lastIndexOf('.')))) return { raw };
        const [brotli, gzipped] = await Promise.all([
          promisify(brotliCompress)(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
          promisify(gzip)(raw, { level: 9 }),
        ]);
        return { raw, brotli, gzip: gzipped };
      })();
      loaded.set(key, file);
    }
    return file;
  };

  app.get<{ Params: { folder: string; file: string } }>(`${faceEngineFilesPath}/:folder/:file`, async (request, reply) => {
    const key = `${request.params.folder}/${request.params.file}`;
    const path = paths.get(key);
    if (!path) return reply.code(404).send({ message: 'Not found' });
    const file = await load(key, path);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const [encoding, body] = file.brotli && /\bbr\b/.test(accepted) ? ['br', file.brotli] : file.gzip && /\bgzip\b/.test(accepted) ? ['gzip', file.gzip] : [null, file.raw];
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .header('Content-Type', contentTypes[path.slice(path.lastIndexOf('.'))] ?? 'application/octet-stream')
      .header('Vary', 'Accept-Encoding')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(body);
  });
}
