import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_SETTINGS, type ReportSettings } from '../../../runtime/pdf/ReportSettings';
import { loadPdfLayouts } from '../../pdf/loadPdfLayouts';
import { loadReportSettings } from '../../pdf/loadReportSettings';
import { formTestKit } from '../../testing/formTestKit';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';

describe.each(testBackends())('report settings on $name', (backend) => {
  let t: TestApp;
  let owner = '';
  let other = '';
  const kit = formTestKit(() => t);
  const save = (settings: ReportSettings, token = owner) =>
    kit.call('SalvarConfiguracoesRelatorio', { CONFIGURACOES: settings }, token);
  const read = async (token = owner) =>
    kit.ok(await kit.call('ConsultarConfiguracoesRelatorio', {}, token)).CONFIGURACOES;
  /** A model image (EnviarImagemModelo's row) of the login's company. */
  const image = async (login: string) => {
    const user = await t.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('login', '=', login)
      .executeTakeFirstOrThrow();
    const id = crypto.randomUUID();
    await t.db
      .insertInto('form_images')
      .values({
        company_id: user.company_id,
        id,
        storage_key: `${user.company_id}/${id}`,
        file_name: 'fundo.png',
        content_type: 'image/png',
        size: 1,
        created_by: user.id,
      })
      .execute();
    return { id, companyId: user.company_id };
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    owner = await t.login('dono@demo.campo');
    other = await t.login('dono@outra.campo');
  });
  afterAll(() => t?.close());

  it('answers the defaults, then what the company saved (its own only), also to the printer', async () => {
    expect(await read()).toEqual(DEFAULT_REPORT_SETTINGS);
    const { id, companyId } = await image('dono@demo.campo');
    const settings: ReportSettings = {
      ...DEFAULT_REPORT_SETTINGS,
      orientation: 'landscape',
      headerItems: ['logo', 'companyName'],
      imagesPerPage: 6,
      signaturesPerLine: 3,
      tables: 'list',
      colors: { primary: '#2e7d32', text: '#000000', headerBackground: '#f1f8e9' },
      background: { mode: 'custom', fileId: id, pages: [1, 3] },
      titleFont: { family: 'serif', sizePt: 20 },
    };
    const saved = await save(settings);
    expect(saved.ROOT.MESSAGES.INFORMATIONS).toContain('Configurações de relatório salvas');
    kit.ok(saved);
    expect(await read()).toEqual(settings);
    expect(await loadReportSettings(t.db, companyId)).toEqual(settings);
    // What the PDFs read with the rest (the default document's background too), in one query.
    const layouts = await t.db.transaction().execute((trx) => loadPdfLayouts(trx, companyId, []));
    expect(layouts.settings).toEqual(settings);
    expect(layouts.backgroundKey).toBe(`${companyId}/${id}`);
    kit.ok(await save({ ...settings, orientation: 'portrait' }));
    expect(await read()).toMatchObject({ orientation: 'portrait', imagesPerPage: 6 });
    expect(await read(other)).toEqual(DEFAULT_REPORT_SETTINGS);
  });

  it('refuses invalid values, background pages and images not the company’s; viewers cannot save', async () => {
    const background = (b: ReportSettings['background']) =>
      save({ ...DEFAULT_REPORT_SETTINGS, background: b });
    const own = await image('dono@demo.campo');
    const foreign = await image('dono@outra.campo');
    expect(kit.error(await background({ mode: 'custom', fileId: own.id, pages: [2, 2] }))).toEqual({
      code: 'PDF_BACKGROUND_PAGE_IN_USE',
      message: 'A página 2 já está em uso no fundo',
    });
    expect(kit.error(await background({ mode: 'custom', fileId: own.id, pages: [] })).code).toBe(
      'PDF_BACKGROUND_INVALID',
    );
    expect(kit.error(await background({ mode: 'all', fileId: foreign.id, pages: [] })).code).toBe(
      'PDF_BACKGROUND_INVALID',
    );
    expect(kit.error(await background({ mode: 'all', fileId: null, pages: [] })).code).toBe(
      'PDF_BACKGROUND_INVALID',
    );
    const wrong = { ...DEFAULT_REPORT_SETTINGS, imagesPerPage: 5 } as unknown as ReportSettings;
    expect(kit.error(await save(wrong)).code).toBe('INVALID_PARAMETERS');
    const viewer = await t.login('visualizador@demo.campo');
    expect(kit.error(await save(DEFAULT_REPORT_SETTINGS, viewer)).code).toBe('NO_PERMISSION_EDIT');
    kit.ok(await background({ mode: 'first', fileId: own.id, pages: [] }));
  });
});
