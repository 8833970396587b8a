import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ptBR from '../../../metadata/i18n/pt-BR.json';
import { answerText, type AnswerTextContext } from './answerText';

let ctx: AnswerTextContext;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'pt-BR', resources: { 'pt-BR': { translation: ptBR } } });
  ctx = {
    t: (key, vars) => i18n.t(key, vars ?? {}),
    locale: 'pt-BR',
    employeeName: (id) => (id === '7' ? 'Otávio Operador' : undefined),
  };
});

describe('answerText', () => {
  it('choices by their option names, the according answer in words', () => {
    const options = [
      { id: 'a', name: 'Sim' },
      { id: 'b', name: 'Não' },
    ];
    expect(answerText({ type: 'choiceSingle', options }, 'b', ctx)).toBe('Não');
    expect(answerText({ type: 'choiceMultiple', options }, ['a', 'b'], ctx)).toBe('Sim, Não');
    expect(answerText({ type: 'according' }, 'nonCompliant', ctx)).toBe('Não conforme');
  });

  it('dates as dd/MM/yyyy, numbers and money in the locale', () => {
    expect(answerText({ type: 'date' }, '2026-11-22', ctx)).toBe('22/11/2026');
    expect(answerText({ type: 'dateHour' }, '2026-11-22T08:05', ctx)).toBe('22/11/2026 08:05');
    expect(answerText({ type: 'number' }, 1234.5, ctx)).toBe('1.234,5');
    expect(answerText({ type: 'percent' }, 12.5, ctx)).toBe('12,5%');
    expect(answerText({ type: 'currency' }, 10, ctx).replace(/\s/g, ' ')).toBe('R$ 10,00');
  });

  it('files counted, signatures named, tables by rows, lookups by name; empty answers empty', () => {
    expect(answerText({ type: 'photo' }, [{ fileId: 'a' }, { fileId: 'b' }], ctx)).toBe('2 fotos');
    expect(answerText({ type: 'photo' }, [{ fileId: 'a' }], ctx)).toBe('1 foto');
    expect(answerText({ type: 'signatureDrawn' }, { fileId: 'a' }, ctx)).toBe('Assinatura');
    expect(answerText({ type: 'signaturePreRegistered' }, { employeeId: '7' }, ctx)).toBe(
      'Assinado por Otávio Operador',
    );
    expect(answerText({ type: 'signatureTyped' }, { name: 'Ana', document: '123' }, ctx)).toBe('Ana (123)');
    expect(answerText({ type: 'table' }, [{}, {}, {}], ctx)).toBe('3 linhas');
    expect(answerText({ type: 'manualClient' }, { id: '4', name: 'Padaria Sol' }, ctx)).toBe('Padaria Sol');
    expect(answerText({ type: 'locationGps' }, { lat: -8.06, lng: -34.88 }, ctx)).toBe('-8.06, -34.88');
    expect(answerText({ type: 'textShort' }, '', ctx)).toBe('');
    expect(answerText({ type: 'number' }, null, ctx)).toBe('');
  });
});
