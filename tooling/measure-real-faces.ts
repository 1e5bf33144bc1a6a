/**
 * `npm run faces:measure`: runs the face engine (the server's, the same as the browser's) over the real,
 * free-licensed photos of fixtures/photos/real (provenance in fixtures/photos/README.md) and writes every readable
 * face's mesh, and its two cheek patches' readings, to domain/face/testing/real-face-meshes.json. The calibration
 * tests read that file: they recompute the measurements, the quizzes' results and the refusals from the meshes, so
 * they need no engine, and a change to the measuring code is tested on real faces. Every third photo (by name) is
 * held out: the constants are fitted on the others only (`npm run faces:fit`), and the held-out third checks them.
 * The check sample (`*-check_*`, added after the fit) is never fitted on: it is held out whole (decision 0040).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { faceMeshPointCount } from '../domain/face/measure-face';
import { readSkin } from '../domain/face/skin-patches';
import { isCheckPhoto } from '../domain/face/testing/check-photos';
import { decodePhoto } from '../server/photo/decode-photo.server';
import { createFaceEngine } from '../server/photo/face-engine.server';
import { detectFacesTwice } from '../shared/photo/detect-face';

const photoFolder = 'fixtures/photos/real';
const output = 'domain/face/testing/real-face-meshes.json';

const round = (value: number) => Math.round(value * 10) / 10;

async function measureRealFaces() {
  const engine = await createFaceEngine();
  const files = (await readdir(photoFolder)).filter((file) => /\.(jpe?g|png)$/i.test(file)).sort();
  // The thirds are counted over the fitting photos only, so adding check photos never moves a face between them.
  const fitting = files.filter((file) => !isCheckPhoto(file));
  const faces = [];
  for (const file of files) {
    const decoded = await decodePhoto(new Uint8Array(await readFile(join(photoFolder, file))));
    if (!decoded.ok) throw new Error(`${file}: ${decoded.reason}`);
    const { image } = decoded;
    const found = (await engine.detect(image, { describe: false })).filter((face) => face.mesh.length >= faceMeshPointCount);
    // Each face of a group photo is looked at closer as if the visitor had tapped it.
    for (const [faceIndex, face] of found.entries()) {
      const chosenAt = { x: face.box[0] + face.box[2] / 2, y: face.box[1] + face.box[3] / 2 };
      const refined = (await detectFacesTwice(engine.detect, image, { chosenAt })).find((candidate) => candidate.box === face.box || sameBox(candidate.box, face.box));
      if (!refined) continue;
      faces.push({
        photo: file,
        face: faceIndex,
        heldOut: isCheckPhoto(file) || fitting.indexOf(file) % 3 === 2,
        imageLongestSide: Math.max(image.width, image.height),
        box: refined.box.map((value) => round(value)),
        mesh: refined.mesh.map((point) => point.map((value) => round(value ?? 0))),
        // The cheek patches read the photo's pixels, which the meshes alone cannot give back.
        skin: readSkin(image, refined.mesh),
      });
    }
    console.log(`${file}: ${found.length} face(s)`);
  }
  const source = `${photoFolder} (fixtures/photos/README.md): Human 3.3.6 meshes of the closer look, photo pixels (z: depth in the same pixels), by tooling/measure-real-faces.ts`;
  await writeFile(output, `${JSON.stringify({ source, faces })}\n`);
  console.log(`${faces.length} faces from ${files.length} photos -> ${output}`);
}

const sameBox = (first: readonly number[], second: readonly number[]) => first.every((value, index) => Math.abs(value - second[index]!) < 1);

await measureRealFaces();
