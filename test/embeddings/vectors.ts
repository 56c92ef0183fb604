import type { Vector } from '../../shared/embeddings/embeddings-client.ts';

/** Cosine similarity of two unit vectors. */
export function similarity(a: Vector, b: Vector): number {
  return a.reduce((sum, component, i) => sum + component * (b[i] as number), 0);
}

export function length(vector: Vector): number {
  return Math.sqrt(similarity(vector, vector));
}

/** The largest difference between two vectors' components. */
export function largestDifference(a: Vector, b: Vector): number {
  return Math.max(...a.map((component, i) => Math.abs(component - (b[i] as number))));
}
