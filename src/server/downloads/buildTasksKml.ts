import { CommandFailure } from '../commands/CommandFailure';
import type { DownloadBuildContext } from './DownloadBuildContext';
import { TASK_COLUMNS, taskSummary } from './taskSummary';
import { xmlEscape } from '../../runtime/text/xmlEscape';

/**
 * The tasks as a Google Earth KML 2.2 document: one Placemark per task with a position (its address's
 * coordinates, else where it was filled), named by its title, described by the task columns (state,
 * responsible, form, dates, address...) as `Label: value` lines. Tasks without a position are left out;
 * none with one: DOWNLOAD_NO_DATA. Every text is XML-escaped.
 *
 * @example const kml = await buildTasksKml(ctx); // <kml xmlns="http://www.opengis.net/kml/2.2">...
 */
export async function buildTasksKml(ctx: DownloadBuildContext): Promise<Uint8Array> {
  const located = ctx.data.tasks.filter((task) => task.position);
  if (!located.length) throw new CommandFailure('DOWNLOAD_NO_DATA');
  const placemarks = located.map((task) => {
    const summary = taskSummary(task, ctx);
    const description = TASK_COLUMNS.filter((key) => key !== 'title' && summary[key])
      .map((key) => `${ctx.t(`downloads.file.columns.${key}`)}: ${summary[key]}`)
      .join('\n');
    const { lat, lng } = task.position!;
    return [
      `    <Placemark id="task-${task.id}">`,
      `      <name>${xmlEscape(task.title)}</name>`,
      `      <description>${xmlEscape(description)}</description>`,
      `      <Point><coordinates>${lng},${lat},0</coordinates></Point>`,
      '    </Placemark>',
    ].join('\n');
  });
  await ctx.progress(0.9);
  const kml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    '  <Document>',
    `    <name>${xmlEscape(`${ctx.t('downloads.file.sheetTasks')} — ${ctx.data.companyName}`)}</name>`,
    ...placemarks,
    '  </Document>',
    '</kml>',
    '',
  ].join('\n');
  return new TextEncoder().encode(kml);
}
