import { act, render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { applyLabelOverrides } from '../../runtime/customization/applyLabelOverrides';
import { createTranslator } from '../../runtime/i18n/createTranslator';
import { useTranslation } from './useTranslation';

const messages = {
  'pt-BR': { greeting: 'Olá', farewell: 'Tchau' },
  'en-US': { greeting: 'Hello', farewell: 'Bye' },
};

/** Memoised like the list's cards: it draws again only when the `t` it is given changes. */
const Farewell = memo(function Farewell(props: { t: TFunction }) {
  return <p>{props.t('farewell')}</p>;
});

const seen: TFunction[] = [];

function Greeting() {
  const { t, i18n } = useTranslation();
  seen.push(t);
  return (
    <>
      <p>
        {t('greeting')} ({i18n.language})
      </p>
      <Farewell t={t} />
    </>
  );
}

describe('useTranslation', () => {
  it("gives every component the provider's one t, and a new one when the language changes", async () => {
    const i18n = createTranslator(messages);
    seen.length = 0;
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getAllByText('Olá (pt-BR)')).toHaveLength(2);
    expect(new Set(seen).size).toBe(1);

    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getAllByText('Hello (en-US)')).toHaveLength(2);
    // The memoised child was given the new t and drew again.
    expect(screen.getAllByText('Bye')).toHaveLength(2);
    expect(new Set(seen).size).toBe(2);
  });

  it('draws again when label overrides are announced in the same language', async () => {
    const i18n = createTranslator(messages);
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByText('Tchau')).toBeTruthy();
    await act(async () => {
      applyLabelOverrides(i18n, messages, { farewell: 'Até logo' });
      await Promise.resolve();
    });
    expect(screen.getByText('Até logo')).toBeTruthy();
  });

  it('says what is missing when no provider is above', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Greeting />)).toThrow(/I18nextProvider/);
    } finally {
      console.error = quiet;
    }
  });
});
