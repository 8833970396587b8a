import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/createTranslator';
import { loadTestMetadata } from '../testing/loadTestMetadata';
import { applyLabelOverrides } from './applyLabelOverrides';
import { parseCompanyCustomization } from './CompanyCustomization';

describe('company customisation', () => {
  it('reads labels and valid colours, ignoring the rest', () => {
    expect(
      parseCompanyCustomization(
        '{"labels":{"terms.units":" Fazendas "},"primaryColor":"#123456","secondaryColor":"red"}',
      ),
    ).toEqual({
      labels: { 'terms.units': 'Fazendas' },
      primaryColor: '#123456',
      secondaryColor: undefined,
    });
    expect(parseCompanyCustomization('not json')).toEqual({ labels: {} });
  });

  it('renames the unit and asset terms in menus and titles, and restores them', () => {
    const meta = loadTestMetadata();
    const i18n = createTranslator(meta.messages);
    expect(i18n.t('menu.units')).toBe('Unidades');
    applyLabelOverrides(i18n, meta.messages, { 'terms.units': 'Fazendas', 'terms.asset': 'equipamento' });
    expect(i18n.t('menu.units')).toBe('Fazendas');
    expect(i18n.t('routes.units')).toBe('Fazendas');
    expect(i18n.t('routes.assetNew')).toBe('Novo equipamento');
    applyLabelOverrides(i18n, meta.messages, {});
    expect(i18n.t('menu.units')).toBe('Unidades');
  });
});
