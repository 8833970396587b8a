import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { markerBounds } from '../../../runtime/maps/markerBounds';
import type { MapPoint } from './MapPoint';
import { iconSignature, mapIcon } from './mapIcon';

/** Brazil, when there is nothing to show. */
const DEFAULT_VIEW = { center: [-14.2, -51.9] as [number, number], zoom: 4 };
const MAX_FIT_ZOOM = 16;
const TRACE_COLOUR = '#1565c0';

export interface TeamMapCanvasProps {
  points: MapPoint[];
  /** The selected employee's day, oldest first, as `[lat, lng]`. */
  trace: Array<[number, number]>;
  tileUrl: string;
  attribution: string;
  /** Accessible name of the map region. */
  label: string;
  /** Each change fits the view to `fit` (the team once loaded, a day once read, the user's place). */
  fitKey: string;
  fit: Array<Pick<MapPoint, 'latitude' | 'longitude'>>;
  /** A click (or Enter) on a point. */
  onPick: (point: MapPoint) => void;
  /** The href of an app path (hash router) and its navigation. */
  hrefOf: (path: string) => string;
  navigate: (path: string) => void;
}

interface Drawn {
  marker: L.Marker;
  signature: string;
  point: MapPoint;
}

function popupOf(point: MapPoint, props: Pick<TeamMapCanvasProps, 'hrefOf' | 'navigate'>): HTMLElement {
  const box = document.createElement('div');
  const title = document.createElement('strong');
  title.textContent = point.title;
  box.append(title);
  for (const line of point.lines ?? []) {
    const div = document.createElement('div');
    div.textContent = line;
    box.append(div);
  }
  if (point.link) {
    const { path, text } = point.link;
    const a = document.createElement('a');
    a.href = props.hrefOf(path);
    a.textContent = text;
    a.addEventListener('click', (event) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      props.navigate(path);
    });
    box.append(a);
  }
  return box;
}

/**
 * The team map's Leaflet map (loaded with the screen's lazy chunk only, CSS included): markers are kept
 * by point id and moved in place when a live position arrives, so a person glides instead of blinking;
 * the day's trace is one polyline. Points are keyboard reachable (Enter picks one and opens its popup).
 * Without tiles (offline, refused) the map keeps a plain neutral background.
 */
export function TeamMapCanvas(props: TeamMapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const drawn = useRef(new Map<string, Drawn>());
  const line = useRef<L.Polyline | null>(null);
  // The latest props for Leaflet's handlers, which are bound once per marker.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const m = L.map(container.current!, { scrollWheelZoom: true });
    m.attributionControl.setPrefix(false);
    m.setView(DEFAULT_VIEW.center, DEFAULT_VIEW.zoom);
    map.current = m;
    line.current = L.polyline([], { color: TRACE_COLOUR, weight: 4, opacity: 0.8 }).addTo(m);
    const markers = drawn.current;
    return () => {
      m.remove();
      markers.clear();
      map.current = null;
    };
  }, []);

  const { tileUrl, attribution } = props;
  useEffect(() => {
    const tiles = L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map.current!);
    return () => void tiles.remove();
  }, [tileUrl, attribution]);

  useEffect(() => {
    const m = map.current!;
    const markers = drawn.current;
    const seen = new Set<string>();
    for (const point of props.points) {
      seen.add(point.id);
      const signature = iconSignature(point);
      const old = markers.get(point.id);
      if (old) {
        const at = old.marker.getLatLng();
        if (at.lat !== point.latitude || at.lng !== point.longitude)
          old.marker.setLatLng([point.latitude, point.longitude]);
        old.marker.options.title = point.title;
        if (old.signature !== signature) old.marker.setIcon(mapIcon(point));
        else if (old.point.title !== point.title) old.marker.getElement()?.setAttribute('title', point.title);
        old.point = point;
        old.signature = signature;
        continue;
      }
      const entry: Drawn = {
        point,
        signature,
        marker: L.marker([point.latitude, point.longitude], {
          icon: mapIcon(point),
          title: point.title,
          keyboard: true,
          riseOnHover: true,
          // A day's documents belong to the person picked: they rise over everyone's markers so they can be clicked.
          zIndexOffset: point.kind === 'document' ? 1500 : point.kind === 'employee' ? 1000 : 0,
        }),
      };
      entry.marker
        .bindPopup(() => popupOf(entry.point, latest.current))
        .on('click', () => latest.current.onPick(entry.point))
        .addTo(m);
      markers.set(point.id, entry);
    }
    for (const [id, entry] of markers)
      if (!seen.has(id)) {
        entry.marker.remove();
        markers.delete(id);
      }
  }, [props.points]);

  useEffect(() => void line.current!.setLatLngs(props.trace), [props.trace]);

  const { fitKey } = props;
  useEffect(() => {
    const m = map.current!;
    const bounds = markerBounds(latest.current.fit);
    // Not animated: Leaflet drops a new view asked while a zoom animation runs (the day read just after
    // the click), so the second fit would be lost.
    if (!bounds) return;
    const fit = () => m.fitBounds(bounds, { padding: [40, 40], maxZoom: MAX_FIT_ZOOM, animate: false });
    fit();
    // A phone turned (or a window resized) keeps the same things in view.
    m.on('resize', fit);
    return () => void m.off('resize', fit);
  }, [fitKey]);

  return (
    <Box
      ref={container}
      role="region"
      aria-label={props.label}
      data-markers={props.points.length}
      sx={{
        height: '100%',
        width: '100%',
        zIndex: 0,
        '&.leaflet-container': { backgroundColor: '#e9edf1' },
        '& .campo-marker': { background: 'none', border: 0 },
        '& .campo-person': {
          width: '100%',
          height: '100%',
          boxSizing: 'border-box',
          borderRadius: '50%',
          border: '3px solid #9e9e9e',
          background: '#37474f',
          color: '#fff',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: 13,
          overflow: 'hidden',
          boxShadow: '0 1px 4px rgba(0,0,0,.4)',
        },
        '& .campo-person img': { width: '100%', height: '100%', objectFit: 'cover' },
        '& .campo-online': { borderColor: '#2e7d32' },
        '& .campo-selected': { outline: '3px solid #1565c0', outlineOffset: 1 },
        '& .campo-dot': {
          width: '100%',
          height: '100%',
          boxSizing: 'border-box',
          borderRadius: '50%',
          border: '2px solid #fff',
          boxShadow: '0 1px 3px rgba(0,0,0,.45)',
          display: 'grid',
          placeItems: 'center',
        },
        '& .campo-document': { borderRadius: '6px' },
        '& .campo-document svg': { width: 18, height: 18 },
        '& .leaflet-marker-icon:focus-visible': { outline: '3px solid #1565c0', outlineOffset: 2 },
      }}
    />
  );
}
