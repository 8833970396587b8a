// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CommandFailure } from '../commands/CommandFailure';
import type { DownloadBuildContext } from './DownloadBuildContext';
import type { DownloadTask } from './DownloadData';
import { buildTasksKml } from './buildTasksKml';

const task = (fields: Partial<DownloadTask>): DownloadTask => ({
  id: 1,
  title: 'Tarefa',
  status: 'planned',
  state: 'planned',
  doneLabel: null,
  approval: null,
  responsibleName: 'Ana <Souza>',
  formId: 1,
  formName: 'Checklist',
  clientName: 'Padaria & Cia',
  unitName: '',
  startAt: new Date('2026-11-22T11:00:00Z'),
  dueAt: null,
  finishedAt: null,
  address: null,
  position: null,
  document: null,
  ...fields,
});

const context = (tasks: DownloadTask[]): DownloadBuildContext => ({
  data: { companyName: 'Demo "Ltda"', tasks, employeeNames: new Map() },
  t: (key, vars) =>
    key === 'tasks.states.planned' ? 'Pendente' : `${key}${vars ? JSON.stringify(vars) : ''}`,
  locale: 'pt-BR',
  utcOffset: -180,
  now: new Date('2026-11-22T12:00:00Z'),
  storage: { put: async () => undefined, get: async () => null, delete: async () => undefined },
  progress: async () => undefined,
});

describe('buildTasksKml', () => {
  it('is well-formed KML with a placemark per located task, whatever the texts hold', async () => {
    const tricky = 'Poste <12> & "praça" \u0001 d\'água';
    const bytes = await buildTasksKml(
      context([
        task({ id: 7, title: tricky, position: { lat: -8.05, lng: -34.9 } }),
        task({ id: 8, title: 'Sem posição' }),
        task({ id: 9, title: 'Preenchida ali', position: { lat: -23.5, lng: -46.6 } }),
      ]),
    );
    const xml = new DOMParser().parseFromString(new TextDecoder().decode(bytes), 'application/xml');
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(xml.documentElement.namespaceURI).toBe('http://www.opengis.net/kml/2.2');
    const placemarks = [...xml.getElementsByTagName('Placemark')];
    expect(placemarks.map((p) => p.getAttribute('id'))).toEqual(['task-7', 'task-9']);
    const text = (p: Element, tag: string) => p.getElementsByTagName(tag)[0]!.textContent;
    expect(text(placemarks[0]!, 'name')).toBe('Poste <12> & "praça"  d\'água');
    expect(text(placemarks[0]!, 'coordinates')).toBe('-34.9,-8.05,0');
    expect(text(placemarks[0]!, 'description')).toContain('downloads.file.columns.responsible: Ana <Souza>');
    expect(text(placemarks[0]!, 'description')).toContain('downloads.file.columns.client: Padaria & Cia');
    expect(text(placemarks[0]!, 'description')).toContain('downloads.file.columns.state: Pendente');
  });

  it('no task with a position is no data', async () => {
    await expect(buildTasksKml(context([task({})]))).rejects.toEqual(new CommandFailure('DOWNLOAD_NO_DATA'));
  });
});
