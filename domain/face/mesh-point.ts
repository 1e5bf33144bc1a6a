/** A face-mesh point in the photo's pixels: z, where the engine gives it, is depth in the same pixels. */
export type MeshPoint = readonly [x: number, y: number, z?: number];

/** A point in a plane: the mesh levelled or seen from the front. */
export interface Point {
  x: number;
  y: number;
}
