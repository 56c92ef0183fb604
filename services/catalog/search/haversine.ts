export interface LatLon {
  lat: number;
  lon: number;
}

/** The mean Earth radius Elasticsearch's `arc` distances use, so a computed distance agrees with its geo filter. */
export const EARTH_RADIUS_METERS = 6_371_008.7714;

/** The great-circle distance between two points in metres (haversine formula). */
export function haversineMeters(from: LatLon, to: LatLon): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLon = radians(to.lon - from.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}
