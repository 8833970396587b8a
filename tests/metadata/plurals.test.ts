import { describe, expect, it } from 'vitest';
import enUS from '../../metadata/i18n/en-US.json';
import ptBR from '../../metadata/i18n/pt-BR.json';
import { createTranslator } from '../../src/runtime/i18n/createTranslator';

/** Texts whose {{count}} is not the number of a noun in the same text (a page number, a chip, a heading). */
const NOT_A_NOUN_COUNT = new Set([
  'downloads.file.page',
  'taskDetails.ruleCustom',
  'taskList.groupHeading',
  'taskList.summaryChip',
  'taskList.map.capped',
  'maps.shown',
  'employeeImport.noLicences',
  'forms.editor.options.actionPlans',
  'forms.editor.options.reducedWarning',
  'forms.fill.table.limit',
]);

function flatten(tree: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (value && typeof value === 'object') Object.assign(out, flatten(value as object, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = String(value);
  }
  return out;
}

const messages = flatten(ptBR);
const PLURAL = /^(.*)_(zero|one|other)$/;

describe('plurals in pt-BR ("0 atividades", "1 atividade", "2 atividades")', () => {
  it('every counted text is a plural key with _one, _other and _zero (CLDR pt puts 0 in "one")', () => {
    const bases = new Set<string>();
    for (const [key, text] of Object.entries(messages)) {
      const plural = PLURAL.exec(key);
      if (plural) bases.add(plural[1] ?? '');
      else if (text.includes('{{count}}') && !NOT_A_NOUN_COUNT.has(key)) bases.add(key);
      expect(text, key).not.toMatch(/(?<!http)\((s|es)\)/);
    }
    const incomplete = [...bases].filter((b) =>
      ['one', 'other', 'zero'].some((s) => !(`${b}_${s}` in messages)),
    );
    expect(incomplete).toEqual([]);
    const leftBase = [...bases].filter((b) => b in messages);
    expect(leftBase).toEqual([]);
  });

  it('renders 0 and many in the plural, 1 in the singular', () => {
    const { t } = createTranslator({ 'pt-BR': ptBR, 'en-US': enUS });
    expect([0, 1, 2].map((count) => t('downloads.tasks', { count }))).toEqual([
      '0 atividades',
      '1 atividade',
      '2 atividades',
    ]);
    expect([0, 1, 3].map((count) => t('libraryPages.fileCount', { count }))).toEqual([
      '0 arquivos',
      '1 arquivo',
      '3 arquivos',
    ]);
    expect(t('tasks.deletePhrase', { count: 1 })).toBe('excluir 1 atividade');
    expect(t('taskList.total', { count: 0, shown: 0 })).toBe('0 de 0 atividades');
    for (const key of Object.keys(messages)) {
      const base = key.endsWith('_zero') ? key.slice(0, -'_zero'.length) : undefined;
      if (!base) continue;
      expect(t(base, { count: 0 }), base).toBe(t(key, { count: 0 }));
      expect(messages[key], key).not.toBe(messages[`${base}_one`]);
    }
  });

  it('in en-US, 0 is plural without a _zero key', () => {
    const { t } = createTranslator({ 'pt-BR': ptBR, 'en-US': enUS }, 'en-US');
    expect([0, 1, 2].map((count) => t('libraryPages.fileCount', { count }))).toEqual([
      '0 files',
      '1 file',
      '2 files',
    ]);
  });
});
