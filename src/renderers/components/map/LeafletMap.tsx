import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import type { MapMarker } from '../../../runtime/maps/MapMarker';
import { markerBounds } from '../../../runtime/maps/markerBounds';

/** Leaflet's own icon, its images bundled (its default paths 404 under a bundler). */
const ICON = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});
/** Brazil, when there is nothing to show. */
const DEFAULT_VIEW = { center: [-14.2, -51.9] as [number, number], zoom: 4 };
const MAX_FIT_ZOOM = 15;

export interface LeafletMapProps {
  markers: MapMarker[];
  tileUrl: string;
  attribution: string;
  /** Accessible name of the map region. */
  label: string;
  /** Popup link of a marker: its href and what a click does (router navigation). */
  link?: { text: string; href: (id: number) => string; open: (id: number) => void };
  height: number | Record<string, number>;
}

function popupOf(marker: MapMarker, link: LeafletMapProps['link']): HTMLElement {
  const box = document.createElement('div');
  const title = document.createElement('strong');
  title.textContent = marker.title;
  box.append(title);
  if (marker.address) {
    const address = document.createElement('div');
    address.textContent = marker.address;
    box.append(address);
  }
  if (link) {
    const a = document.createElement('a');
    a.href = link.href(marker.id);
    a.textContent = link.text;
    a.addEventListener('click', (event) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      link.open(marker.id);
    });
    box.append(a);
  }
  return box;
}

/**
 * A Leaflet map of markers with popups (title, address, a link to the record). Leaflet is used directly
 * and this module is only loaded lazily (EntityMap), so neither it nor its CSS weighs on other pages.
 * Markers are keyboard reachable (Leaflet gives them a tab stop; Enter opens the popup).
 */
export function LeafletMap(props: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const { markers, tileUrl, attribution, link } = props;

  useEffect(() => {
    const m = L.map(container.current!, { scrollWheelZoom: false });
    m.attributionControl.setPrefix(false);
    map.current = m;
    layer.current = L.layerGroup().addTo(m);
    return () => {
      m.remove();
      map.current = null;
      layer.current = null;
    };
  }, []);

  useEffect(() => {
    const tiles = L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map.current!);
    return () => void tiles.remove();
  }, [tileUrl, attribution]);

  useEffect(() => {
    const m = map.current!;
    const group = layer.current!;
    group.clearLayers();
    for (const marker of markers)
      L.marker([marker.latitude, marker.longitude], {
        icon: ICON,
        title: marker.title,
        alt: marker.title,
        keyboard: true,
      })
        .bindPopup(() => popupOf(marker, link))
        .addTo(group);
    const bounds = markerBounds(markers);
    if (bounds) m.fitBounds(bounds, { padding: [32, 32], maxZoom: MAX_FIT_ZOOM });
    else m.setView(DEFAULT_VIEW.center, DEFAULT_VIEW.zoom);
  }, [markers, link]);

  return (
    <Box
      ref={container}
      role="region"
      aria-label={props.label}
      data-markers={markers.length}
      sx={{ height: props.height, width: '100%', borderRadius: 1, zIndex: 0 }}
    />
  );
}
