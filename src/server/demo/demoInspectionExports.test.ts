import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormModel } from '../../runtime/forms/FormModel';
import { checkModelExports } from '../../runtime/pdf/checkModelExports';
import { createAjv } from '../../runtime/schemas/createAjv';
import { findChromium } from '../pdf/findChromium';
import { createPdfPrinter } from '../pdf/createPdfPrinter';
import { LocalDiskStorage } from '../storage/LocalDiskStorage';
import { downloadTestKit } from '../testing/downloadTestKit';
import { OPS, readPdfPages } from '../testing/readPdfPages';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';
import { DEMO_FORMS } from './demoForms';
import { DEMO_INSPECTION_PHOTOS } from './demoInspectionImages';
import { DEMO_INSPECTION_TEMPLATE_ID } from './demoInspectionExports';
import { DEMO_PASSWORD } from './demoPassword';
import { seedDemo } from './seedDemo';

const INSPECTION = 'Inspeção de segurança do trabalho';
const TASK = 'Inspeção de segurança - Galpão de estoque';
const demoInspection = DEMO_FORMS.find((f) => f.model.name === INSPECTION)!.model;

describe('the Demo inspection’s export templates', () => {
  it('hold one valid custom PDF layout, the default: logo header, numbered footer, two columns, photos, signature, table', () => {
    const exports = demoInspection.exports!;
    expect(exports.defaultTemplateId).toBe(DEMO_INSPECTION_TEMPLATE_ID);
    const layout = exports.templates.find((t) => t.id === DEMO_INSPECTION_TEMPLATE_ID)!.layout!;
    const schema = JSON.parse(readFileSync('schemas/forms/pdfLayout.schema.json', 'utf8')) as object;
    const validate = createAjv().compile(schema);
    expect(validate(layout), JSON.stringify(validate.errors)).toBe(true);
    expect(checkModelExports(demoInspection)).toEqual([]);

    expect(layout.header.blocks.map((b) => b.type)).toEqual(['logo', 'documentInfo']);
    expect(layout.footer.blocks[0]).toMatchObject({
      type: 'pageNumber',
      settings: { format: 'Página {page} de {pages}' },
    });
    const groups = layout.body
      .filter((b) => b.type === 'group')
      .map((b) => [b.settings.groupId, b.settings.columns]);
    expect(groups).toEqual([
      ['identificacao', 2],
      ['checklist', 2],
      ['acoes', 2],
      ['extintores', 1],
    ]);
    expect(layout.body.find((b) => b.type === 'photos')!.settings).toEqual({
      fieldId: 'fotos_gerais',
      perRow: 3,
    });
    expect(layout.body.find((b) => b.type === 'signature')!.settings).toMatchObject({
      fieldId: 'assinatura',
    });
    const table = demoInspection.groups.find((g) => g.id === 'extintores')!.fields[0]!;
    expect(table.type).toBe('table');
  });
});

describe.each(testBackends())('the demo inspection PDF on $name', (backend) => {
  let app: TestApp;
  let uploadDir: string;
  const chromium = findChromium(process.env);
  if (chromium.path === null) throw new Error(`this test prints with Chromium: ${chromium.reason}`);
  // The one Chromium of this file, closed with the app.
  const pdfPrinter = createPdfPrinter({ executablePath: chromium.path, pages: 2 });

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'campo-demo-inspection-'));
    const storage = new LocalDiskStorage(uploadDir);
    app = await startTestApp(backend, {
      config: { cacheTtlMs: 0, jobsPollMs: 0, jobsRetryBaseMs: 0, uploadDir },
      storage,
      pdfPrinter,
    });
  });
  afterAll(async () => {
    await app?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('is the seeded form’s default template, and a finished demo task’s PDF prints it', async () => {
    const stored = await app.db
      .selectFrom('forms')
      .innerJoin('companies', 'companies.id', 'forms.company_id')
      .innerJoin('form_versions', (j) =>
        j
          .onRef('form_versions.company_id', '=', 'forms.company_id')
          .onRef('form_versions.form_id', '=', 'forms.id')
          .onRef('form_versions.version', '=', 'forms.current_version'),
      )
      .select('form_versions.model')
      .where('companies.name', '=', 'Demo')
      .where('forms.name', '=', INSPECTION)
      .executeTakeFirstOrThrow();
    const model = stored.model as unknown as FormModel;
    expect(model.exports!.defaultTemplateId).toBe(DEMO_INSPECTION_TEMPLATE_ID);
    expect(model.exports!.templates[0]!.layout).toEqual(demoInspection.exports!.templates[0]!.layout);

    const task = await app.db
      .selectFrom('tasks')
      .innerJoin('companies', 'companies.id', 'tasks.company_id')
      .select(['tasks.id', 'tasks.status', 'tasks.document_id'])
      .where('companies.name', '=', 'Demo')
      .where('tasks.title', '=', TASK)
      .executeTakeFirstOrThrow();
    expect(task.status).toBe('finished');

    const kit = downloadTestKit(app);
    const owner = await app.login('dono@demo.campo');
    const id = await kit.build(owner, [task.id], 'pdf');
    const [download] = (await kit.queue(owner)).filter((d) => d.id === id);
    expect(download).toMatchObject({ status: 'ready', error: null });
    const pages = await readPdfPages((await kit.fetch(owner, id)).rawPayload, { operators: true });
    const text = pages.map((p) => p.text).join(' ');
    // The layout's own parts: the two-column groups, the table over pages with its header on each, the
    // photo grid's title, the signature's caption, every page numbered in the footer.
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => expect(page.text).toContain(`Página ${i + 1} de ${pages.length}`));
    for (const words of [
      'Identificação',
      'Inspetor responsável',
      'Otávio Operador',
      'Extintores inspecionados',
    ])
      expect(text).toContain(words);
    expect(text).toContain('EXT-001');
    expect(text).toContain('EXT-040');
    const withRows = pages.filter((p) => /EXT-0\d\d/.test(p.text));
    expect(withRows.length).toBeGreaterThan(1);
    for (const page of withRows) expect(page.text).toContain('Validade da carga');
    expect(text).toContain('Registro fotográfico');
    // Report settings (default: checks as symbols) apply to the layout: every option, the chosen one ☑.
    expect(text).toContain('Uso de EPIs ☑ Conforme ☐ Não conforme ☐ Não se aplica');
    // The photos and the signature are drawn (the logo too when the company has one; Demo has none).
    const images = pages.flatMap((p) => p.operators).filter((op) => op === OPS.paintImageXObject);
    expect(images.length).toBeGreaterThanOrEqual(DEMO_INSPECTION_PHOTOS.length + 1);
  });

  it('is not seeded twice', async () => {
    const count = async (table: 'forms' | 'form_versions' | 'document_files' | 'documents') =>
      Number(
        (
          await app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const tables = ['forms', 'form_versions', 'document_files', 'documents'] as const;
    const before = await Promise.all(tables.map(count));
    await seedDemo(app.db, { demo: true, adminPassword: DEMO_PASSWORD });
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});
