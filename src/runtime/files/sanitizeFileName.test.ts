import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from './sanitizeFileName';

describe('sanitizeFileName', () => {
  it.each([
    ['Relatório Técnico (1).PDF', 'Relatorio_Tecnico_1.PDF'],
    ['manual.pdf', 'manual.pdf'],
    ['Ação de manutenção — 2026.xlsx', 'Acao_de_manutencao_2026.xlsx'],
    ['  espaços   demais  .txt', 'espacos_demais.txt'],
    ['foto.da.obra.JPG', 'foto_da_obra.JPG'],
    ['Straße Œuvre.doc', 'Strasse_OEuvre.doc'],
    ['sem extensão', 'sem_extensao'],
    ['.env', 'env'],
    ['arquivo.', 'arquivo'],
    ['(((.png', 'arquivo.png'],
    ['日本語.pdf', 'arquivo.pdf'],
    ['nome.tar.gz', 'nome_tar.gz'],
    ['ponto.ext-estranha!', 'ponto.extestranh'],
    ['under_score_ok_1.csv', 'under_score_ok_1.csv'],
  ])('%s → %s', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('keeps only letters, digits and underscores before the extension, and caps the length', () => {
    const long = `${'á'.repeat(300)}.pdf`;
    const clean = sanitizeFileName(long);
    expect(clean).toMatch(/^[A-Za-z0-9_]+\.pdf$/);
    expect(clean.length).toBe(120);
  });
});
