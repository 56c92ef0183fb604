import L from 'leaflet';
import { useEffect, useRef } from 'preact/hooks';

export interface MapPoint {
  id: string;
  lat: number;
  lon: number;
  title: string;
}

/** Lines every 5 degrees: orientation without a tile server, so the map works offline. */
function graticule(): L.LayerGroup {
  const lines = L.layerGroup();
  const style = { color: '#9aa9b7', weight: 1, interactive: false };
  for (let lat = -80; lat <= 80; lat += 5)
    L.polyline(
      [
        [lat, -180],
        [lat, 180],
      ],
      style,
    ).addTo(lines);
  for (let lon = -180; lon <= 180; lon += 5)
    L.polyline(
      [
        [-85, lon],
        [85, lon],
      ],
      style,
    ).addTo(lines);
  return lines;
}

/** The geo results as markers on a Leaflet map with no tiles, labelled with their titles. */
export function ResultMap({ points, label }: { points: MapPoint[]; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map>();
  const markers = useRef<L.LayerGroup>();

  useEffect(() => {
    const created = L.map(element.current!, { attributionControl: false, worldCopyJump: true }).setView([50, 10], 4);
    graticule().addTo(created);
    markers.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => created.remove();
  }, []);

  useEffect(() => {
    const layer = markers.current!;
    layer.clearLayers();
    for (const point of points) {
      L.circleMarker([point.lat, point.lon], {
        radius: 8,
        color: '#0b5cad',
        fillColor: '#2f81f7',
        fillOpacity: 0.85,
        weight: 2,
      })
        .bindTooltip(point.title, { permanent: true, direction: 'right', offset: [8, 0] })
        .addTo(layer);
    }
    if (points.length > 0)
      map.current!.fitBounds(L.latLngBounds(points.map((point) => [point.lat, point.lon])), {
        padding: [60, 60],
        maxZoom: 11,
        animate: false,
      });
  }, [points]);

  return <div ref={element} class="map" role="region" aria-label={label} data-markers={points.length} />;
}
