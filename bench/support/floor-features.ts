/**
 * What every answer of the gateway carries beyond what express does (bench/support/express-features-floor.ts), each
 * of which that floor can leave out (FLOOR_WITHOUT) so that bench:gateway prices it alone.
 */
export const FLOOR_FEATURES = ['request id and trace', 'envelope', 'headers', 'access line', 'metrics'] as const;

export type FloorFeature = (typeof FLOOR_FEATURES)[number];
