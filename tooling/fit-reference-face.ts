/**
 * `npm run faces:fit`: what the real faces (domain/face/testing/real-face-meshes.json, `npm run faces:measure`)
 * say about the calibration constants, and how the photo quizzes spread over them. Fitted on the training faces
 * only (two thirds of the photos); the held-out third is reported beside them as the check. It prints; a person
 * copies the numbers into domain/face/head-pose.ts and domain/face/reference-face.ts (decision 0040).
 */
import { frontalPitchDegrees, readHeadPose } from '../domain/face/head-pose';
import { faceMeasurementNames, measureFace, type MeshPoint } from '../domain/face/measure-face';
import { headPoseLimits } from '../domain/face/read-detection';
import { animalPrototypes, findAnimalLookAlike, lookAlikeAnimals, measurementWeights, standardizeFace } from '../domain/quizzes/ai-animal-face/animal-look-alike';
import { isCheckPhoto } from '../domain/face/testing/check-photos';
import { createNormalSource } from '../domain/face/testing/synthetic-faces';
import { rateFace } from '../domain/quizzes/ai-face-rating/face-rating';
import { readFace } from '../domain/quizzes/ai-face-reading/face-reading';
import { measureAsymmetry } from '../domain/face/face-symmetry';
import realFaces from '../domain/face/testing/real-face-meshes.json';

const median = (values: number[]) => {
  const sorted = [...values].sort((first, second) => first - second);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** Spread that one odd face cannot inflate: the median absolute deviation, scaled to a normal's standard deviation. */
const robustSpread = (values: number[]) => {
  const centre = median(values);
  return 1.4826 * median(values.map((value) => Math.abs(value - centre)));
};

const faces = realFaces.faces.map((face) => {
  const mesh = face.mesh as unknown as MeshPoint[];
  return { ...face, mesh, pose: readHeadPose(mesh), measurements: measureFace(mesh)! };
});
const withinLimits = faces.filter(({ pose }) => Math.abs(pose.yaw) <= headPoseLimits.yaw && pose.pitch <= headPoseLimits.lowered && pose.pitch >= -headPoseLimits.raised);
const training = withinLimits.filter((face) => !face.heldOut);
const heldOut = withinLimits.filter((face) => face.heldOut && !isCheckPhoto(face.photo));
// Photos added after the constants were fitted, never fitted on (fixtures/photos/README.md).
const checkSample = withinLimits.filter((face) => isCheckPhoto(face.photo));
const nearlyFrontal = training.filter(({ pose }) => Math.abs(pose.yaw) <= 15);

console.log(`${faces.length} faces; ${withinLimits.length} within the pose limits: ${training.length} training, ${heldOut.length} held out, ${checkSample.length} in the check sample`);
console.log(`frontal pitch: the training faces within 15 degrees of yaw lean ${median(nearlyFrontal.map(({ pose }) => pose.pitch)).toFixed(1)} degrees from the current ${frontalPitchDegrees}`);
console.log('reference face (training: median, robust spread):');
for (const name of faceMeasurementNames) {
  const values = training.map((face) => face.measurements[name]);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const deviation = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1));
  console.log(`  ${name}: { typical: ${median(values).toFixed(3)}, spread: ${robustSpread(values).toFixed(3)} } (standard deviation ${deviation.toFixed(3)})`);
}

function printShares(label: string, group: typeof faces) {
  const counts = new Map<string, number>();
  for (const face of group) {
    const top = findAnimalLookAlike(face.measurements).top;
    counts.set(top, (counts.get(top) ?? 0) + 1);
  }
  const shares = [...counts.entries()].sort((first, second) => second[1] - first[1]);
  console.log(`${label} (${group.length} faces, ${counts.size} of ${lookAlikeAnimals.length} animals): ${shares.map(([animal, count]) => `${animal} ${count}`).join(', ')}`);
  console.log(`  largest share ${((shares[0]![1] / group.length) * 100).toFixed(0)} %; headline similarity median ${median(group.map((face) => findAnimalLookAlike(face.measurements).similarity))}`);
  const readings = group.map((face) => {
    const input = { measurements: face.measurements, maleProbability: null, asymmetry: measureAsymmetry(face.mesh), skin: face.skin };
    return { rating: rateFace(input), reading: readFace(input) };
  });
  const bands = new Map<string, number>();
  for (const { rating } of readings) bands.set(rating.band, (bands.get(rating.band) ?? 0) + 1);
  console.log(`  rating bands: ${[...bands.entries()].map(([band, count]) => `${band} ${count}`).join(', ')}; overall median ${median(readings.map(({ rating }) => rating.overall))}`);
  const types = new Map<string, number>();
  for (const { reading } of readings) types.set(reading.type, (types.get(reading.type) ?? 0) + 1);
  console.log(`  reading types: ${[...types.entries()].map(([type, count]) => `${type} ${count}`).join(', ')}`);
}

printShares('training', training);
printShares('held out', heldOut);
printShares('check sample', checkSample);
printShares('all', withinLimits);
console.log('pose of every face (yaw, pitch):', faces.map(({ photo, face, pose }) => `${photo}#${face} ${pose.yaw.toFixed(0)},${pose.pitch.toFixed(0)}`).join('; '));

/**
 * The animals' balance: real faces are not spread evenly in every direction (the measurements go together), so
 * some prototypes sit where more faces are. A normal distribution with the training faces' own correlations
 * (shrunk a fifth towards independence: 46 faces for 55 covariances) is sampled, and each animal's distance
 * is lowered or raised until each is the closest for a twentieth of the samples.
 */
function fitAnimalBalance() {
  const scores = training.map((face) => faceMeasurementNames.map((name) => standardizeFace(face.measurements)[name]));
  const size = faceMeasurementNames.length;
  const mean = faceMeasurementNames.map((_, column) => scores.reduce((sum, row) => sum + row[column]!, 0) / scores.length);
  const covariance = mean.map((_, row) =>
    mean.map((__, column) => {
      const value = scores.reduce((sum, face) => sum + (face[row]! - mean[row]!) * (face[column]! - mean[column]!), 0) / (scores.length - 1);
      return row === column ? value : 0.8 * value;
    }),
  );
  const lower = choleskyOf(covariance);
  const normal = createNormalSource(2026);
  const samples = Array.from({ length: 20_000 }, () => {
    const draws = Array.from({ length: size }, () => normal());
    return mean.map((centre, row) => Math.max(-3, Math.min(3, centre + lower[row]!.reduce((sum, value, column) => sum + value * draws[column]!, 0))));
  });
  const distances = samples.map((sample) =>
    lookAlikeAnimals.map((animal) => faceMeasurementNames.reduce((sum, name, index) => sum + measurementWeights[name] * (sample[index]! - animalPrototypes[animal][name]) ** 2, 0)),
  );
  const balance = lookAlikeAnimals.map(() => 0);
  const sharesOf = () => {
    const wins = lookAlikeAnimals.map(() => 0);
    for (const row of distances) {
      let best = 0;
      for (let index = 1; index < row.length; index += 1) if (row[index]! - balance[index]! < row[best]! - balance[best]!) best = index;
      wins[best]! += 1;
    }
    return wins.map((count) => count / distances.length);
  };
  for (let round = 0; round < 300; round += 1) {
    const shares = sharesOf();
    for (const index of balance.keys()) balance[index]! += 0.4 * (Math.log(1 / lookAlikeAnimals.length) - Math.log(Math.max(shares[index]!, 1e-4)));
  }
  const centre = balance.reduce((sum, value) => sum + value, 0) / balance.length;
  console.log('animal balance (sampled shares after fitting):');
  const shares = sharesOf();
  console.log(lookAlikeAnimals.map((animal, index) => `  ${animal}: ${(balance[index]! - centre).toFixed(2)}, // ${(shares[index]! * 100).toFixed(1)} %`).join('\n'));
}

function choleskyOf(matrix: number[][]): number[][] {
  const lower = matrix.map((row) => row.map(() => 0));
  for (let row = 0; row < matrix.length; row += 1) {
    for (let column = 0; column <= row; column += 1) {
      let sum = matrix[row]![column]!;
      for (let inner = 0; inner < column; inner += 1) sum -= lower[row]![inner]! * lower[column]![inner]!;
      lower[row]![column] = row === column ? Math.sqrt(Math.max(sum, 1e-9)) : sum / lower[column]![column]!;
    }
  }
  return lower;
}

if (process.argv.includes('--balance')) fitAnimalBalance();
