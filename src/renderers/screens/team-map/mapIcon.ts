import L from 'leaflet';
import type { MapPoint } from './MapPoint';

/** Colours of the points that are not people (start, end, documents, layers, the user). */
const COLOURS = {
  start: '#2e7d32',
  end: '#c62828',
  document: '#6a1b9a',
  client: '#0277bd',
  unit: '#ef6c00',
  me: '#1565c0',
} as const;

/** A sheet of paper (Material "Description"), drawn inside document markers. */
const DOCUMENT_PATH =
  'M14 2H6c-1.1 0-2 .9-2 2v16c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V8zm2 16H8v-2h8zm0-4H8v-2h8zm-3-5V3.5L18.5 9z';

function person(point: MapPoint): HTMLElement {
  const box = document.createElement('div');
  box.className = `campo-person${point.online ? ' campo-online' : ''}${point.selected ? ' campo-selected' : ''}`;
  if (point.photo) {
    const img = document.createElement('img');
    img.src = point.photo;
    img.alt = '';
    box.append(img);
  } else box.textContent = point.initials ?? '';
  return box;
}

function dot(point: MapPoint, colour: string): HTMLElement {
  const box = document.createElement('div');
  box.className = `campo-dot campo-${point.kind}`;
  box.style.background = colour;
  if (point.kind === 'document') {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('aria-hidden', 'true');
    const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    path.setAttribute('d', DOCUMENT_PATH);
    path.setAttribute('fill', '#fff');
    svg.append(path);
    box.append(svg);
  }
  return box;
}

/**
 * The Leaflet icon of a point, built as DOM (never HTML text: names come from users): people as a round
 * photo or initials ringed green when online; the others as coloured dots, documents with a page.
 */
export function mapIcon(point: MapPoint): L.DivIcon {
  if (point.kind === 'employee') {
    const size = point.selected ? 44 : 36;
    return L.divIcon({
      html: person(point),
      className: 'campo-marker',
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
      popupAnchor: [0, -size / 2],
    });
  }
  const size = point.kind === 'document' ? 26 : point.kind === 'client' || point.kind === 'unit' ? 16 : 20;
  return L.divIcon({
    html: dot(point, COLOURS[point.kind]),
    className: 'campo-marker',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    popupAnchor: [0, -size / 2],
  });
}

/** What decides a point's icon: drawn again only when it changes. */
export function iconSignature(point: MapPoint): string {
  return [point.kind, point.photo, point.initials, point.online, point.selected].join('|');
}
