import { describe, expect, it } from 'vitest';
import enUS from '../../../metadata/i18n/en-US.json';
import ptBR from '../../../metadata/i18n/pt-BR.json';
import type { FormModel } from '../forms/FormModel';
import { createTranslator } from '../i18n/createTranslator';
import { checkPdfLayout } from './checkPdfLayout';
import { newPdfLayout } from './newPdfLayout';
import { DEFAULT_REPORT_SETTINGS, type ReportSettings } from './ReportSettings';

const model: FormModel = {
  name: 'Vistoria',
  groups: [
    { id: 'dados', name: 'Dados', fields: [{ id: 'client', name: 'Cliente', type: 'textShort' }] },
    { id: 'fotos', name: 'Fotos', fields: [{ id: 'photos', name: 'Fotos', type: 'photo' }] },
  ],
};

describe('newPdfLayout', () => {
  it('starts like the default document: header items, title, one block per group, page number; valid', () => {
    const { t } = createTranslator({ 'pt-BR': ptBR });
    const layout = newPdfLayout(DEFAULT_REPORT_SETTINGS, model, t);
    expect(checkPdfLayout(layout, model)).toEqual([]);
    expect(layout.page.orientation).toBe('portrait');
    expect(layout.header.blocks.map((b) => b.type)).toEqual(['logo', 'documentInfo']);
    expect(layout.header.blocks[1]!.settings).toEqual({
      items: ['formName', 'documentId', 'finishedAt', 'responsible', 'client'],
      columns: 2,
    });
    expect(layout.body.map((b) => [b.type, b.settings.groupId ?? b.settings.text])).toEqual([
      ['text', '{formName}'],
      ['group', 'dados'],
      ['group', 'fotos'],
    ]);
    expect(layout.footer.blocks[0]!.settings).toEqual({ format: 'Página {page} de {pages}' });
    expect(layout.attachmentsPage).toEqual({ enabled: true, perPage: 4 });
  });

  it("follows the company's settings: landscape, no logo, a custom background, 6 images per page", () => {
    const settings: ReportSettings = {
      ...DEFAULT_REPORT_SETTINGS,
      orientation: 'landscape',
      headerItems: ['companyName'],
      imagesPerPage: 6,
      background: { mode: 'custom', fileId: 'bg', pages: [1, 3] },
      titleFont: { family: 'serif', sizePt: 20 },
    };
    const { t } = createTranslator({ 'pt-BR': ptBR, 'en-US': enUS }, 'en-US');
    const layout = newPdfLayout(settings, model, t);
    expect(checkPdfLayout(layout, model)).toEqual([]);
    expect(layout.page.orientation).toBe('landscape');
    expect(layout.header.blocks).toMatchObject([
      { type: 'documentInfo', span: 12, settings: { items: ['companyName'] } },
    ]);
    expect(layout.body[0]!.style).toMatchObject({ fontSizePt: 20 });
    expect(layout.background).toEqual({ mode: 'custom', fileId: 'bg', pages: [1, 3] });
    expect(layout.attachmentsPage.perPage).toBe(6);
    expect(layout.footer.blocks[0]!.settings).toEqual({ format: 'Page {page} of {pages}' });
  });
});
