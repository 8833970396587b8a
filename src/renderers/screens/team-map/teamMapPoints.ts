import type { TFunction } from 'i18next';
import type { TeamMapState } from '../../../runtime/controllers/teamMap/createTeamMapController';
import type { MapMarker } from '../../../runtime/maps/MapMarker';
import type { MapEmployee } from '../../../runtime/protocol/answers/MapEmployee';
import type { SentDocument } from '../../../runtime/protocol/answers/SentDocument';
import { employeeKey } from '../../../runtime/tracker/employeeKey';
import { formatInstant } from '../../components/task-approval/formatInstant';
import { employeeLabel } from './employeeLabel';
import type { MapPoint } from './MapPoint';

/** What an employee's popup and list entry say under the name: status, speed, battery, last update. */
export function employeeFacts(employee: MapEmployee, t: TFunction, locale: string): string[] {
  const last = employee.POSITIONS[0];
  const facts = [t(employee.ONLINE ? 'teamMap.online' : 'teamMap.offline')];
  if (employee.COMPARTILHADO) facts.push(t('teamMap.shared', { name: employee.NOME }));
  if (!last) return [...facts, t('teamMap.noPosition')];
  facts.push(t('teamMap.speed', { speed: Math.round(last.speed) }));
  if (last.battery !== null) facts.push(t('teamMap.battery', { battery: Math.round(last.battery) }));
  facts.push(t('teamMap.updated', { when: formatInstant(employee.LAST_UPDATE ?? last.fixTime, locale) }));
  return facts;
}

/** Whether a sent document has where it was filled, so it is drawn on the map (DayPanel says when not). */
export function isLocated<D extends Pick<SentDocument, 'latitude' | 'longitude'>>(
  doc: D,
): doc is D & { latitude: number; longitude: number } {
  return doc.latitude !== null && doc.longitude !== null;
}

export interface TeamMapLayers {
  client?: { markers: MapMarker[]; view?: (id: number) => string };
  unit?: { markers: MapMarker[]; view?: (id: number) => string };
}

/**
 * Everything the team map draws from the controller's state: each shown employee at their latest
 * position, the selected day's start, end and sent documents, the shown layers' located records, and
 * the user's own place.
 */
export function teamMapPoints(
  state: Pick<TeamMapState, 'shown' | 'day'>,
  layers: TeamMapLayers,
  me: { latitude: number; longitude: number } | null,
  options: { t: TFunction; locale: string; documentPath?: (id: number) => string },
): MapPoint[] {
  const { t, locale } = options;
  const points: MapPoint[] = [];
  for (const employee of state.shown) {
    const last = employee.POSITIONS[0];
    if (!last) continue;
    const key = employeeKey(employee);
    const { name, initials } = employeeLabel(employee);
    points.push({
      id: `employee:${key}`,
      kind: 'employee',
      latitude: last.latitude,
      longitude: last.longitude,
      title: name,
      lines: employeeFacts(employee, t, locale),
      photo: employee.FOTO,
      initials,
      online: employee.ONLINE,
      selected: state.day?.key === key,
    });
  }
  const day = state.day;
  if (day?.status === 'ready') {
    const first = day.trace[0];
    const last = day.trace.at(-1);
    const at = (iso: string) => formatInstant(iso, locale);
    const ends = [
      ['start', first],
      ['end', day.trace.length > 1 ? last : undefined],
    ] as const;
    for (const [kind, position] of ends)
      if (position)
        points.push({
          id: kind,
          kind,
          latitude: position.latitude,
          longitude: position.longitude,
          title: t(`teamMap.${kind}`),
          lines: [at(position.fixTime)],
        });
    for (const doc of day.documents) {
      if (!isLocated(doc)) continue;
      points.push({
        id: `document:${doc.documentId}`,
        kind: 'document',
        latitude: doc.latitude,
        longitude: doc.longitude,
        title: doc.documentName,
        lines: [t('teamMap.sentAt', { time: at(doc.fillTime) })],
        link: options.documentPath && {
          text: t('teamMap.openDocument'),
          path: options.documentPath(doc.documentId),
        },
      });
    }
  }
  for (const kind of ['client', 'unit'] as const) {
    const layer = layers[kind];
    for (const marker of layer?.markers ?? [])
      points.push({
        id: `${kind}:${marker.id}`,
        kind,
        latitude: marker.latitude,
        longitude: marker.longitude,
        title: marker.title,
        lines: marker.address ? [marker.address] : [],
        link: layer?.view && { text: t('maps.openRecord'), path: layer.view(marker.id) },
      });
  }
  if (me) points.push({ id: 'me', kind: 'me', ...me, title: t('teamMap.youAreHere') });
  return points;
}
