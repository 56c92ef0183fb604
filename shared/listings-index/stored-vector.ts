import { Binary } from 'mongodb';

/**
 * A listing's passage vector as MongoDB stores it: float32 little-endian in a BSON binary of the vector subtype
 * (1,536 bytes for 384 dimensions, against about 3.5 KB as an array of doubles).
 */
export function storedVector(vector: readonly number[]): Binary {
  return Binary.fromFloat32Array(Float32Array.from(vector));
}

/** The numbers of a stored vector, as the index takes them. */
export function vectorOf(stored: Binary): number[] {
  return Array.from(stored.toFloat32Array());
}
