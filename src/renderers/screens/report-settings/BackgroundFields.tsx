import FormHelperText from '@mui/material/FormHelperText';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { errorMessageKey } from '../../../runtime/errors/errorCatalogue';
import type { PdfBackground } from '../../../runtime/pdf/PdfLayout';
import { NativeSelect } from '../../components/NativeSelect';
import { TextInput } from '../../components/TextInput';
import { ModelImagesInput } from '../../forms/editor/ModelImagesInput';

const MODES: PdfBackground['mode'][] = ['none', 'all', 'first', 'last', 'custom'];

/** A page list as typed ("1, 3 5"): its pages, or the first word that is not a page number. */
function parsePages(text: string): { pages: number[] } | { wrong: string } {
  const words = text.split(/[\s,;]+/).filter(Boolean);
  const wrong = words.find((word) => !/^[1-9]\d{0,4}$/.test(word));
  return wrong === undefined ? { pages: words.map(Number) } : { wrong };
}

/**
 * The background of the printed pages (spec 001 §3): none, on every page, the first, the last, or the
 * listed pages; its picture is a model image (EnviarImagemModelo). A typed page that is not a number
 * shows the catalogue's 'Página de fundo inválida' and is not sent (`onPagesValid(false)`); `problem` is
 * the controller's check (a page in use, a missing picture).
 */
export function BackgroundFields(props: {
  value: PdfBackground;
  problem: string | undefined;
  onChange(background: PdfBackground): void;
  onPagesValid(valid: boolean): void;
}) {
  const { t } = useTranslation();
  const { value } = props;
  const [text, setText] = useState(value.pages.join(', '));
  const [wrong, setWrong] = useState<string | undefined>(undefined);
  const typePages = (next: string) => {
    setText(next);
    const parsed = parsePages(next);
    setWrong('wrong' in parsed ? parsed.wrong : undefined);
    props.onPagesValid(!('wrong' in parsed));
    if ('pages' in parsed) props.onChange({ ...value, pages: parsed.pages });
  };
  const pagesError =
    wrong !== undefined ? t(errorMessageKey('PDF_BACKGROUND_PAGE_INVALID'), { page: wrong }) : undefined;
  return (
    <>
      <NativeSelect
        label={t('reportSettings.background.mode')}
        value={value.mode}
        onChange={(mode) => props.onChange({ ...value, mode: mode as PdfBackground['mode'] })}
        options={MODES.map((mode) => ({ value: mode, label: t(`reportSettings.background.modes.${mode}`) }))}
        margin="normal"
      />
      {value.mode !== 'none' && (
        <ModelImagesInput
          label={t('reportSettings.background.image')}
          images={value.fileId ? [{ fileId: value.fileId, name: t('reportSettings.background.image') }] : []}
          onChange={([image]) => props.onChange({ ...value, fileId: image?.fileId ?? null })}
        />
      )}
      {value.mode === 'custom' && (
        <TextInput
          label={t('reportSettings.background.pages')}
          name="backgroundPages"
          value={text}
          onChange={(e) => typePages(e.target.value)}
          error={Boolean(pagesError ?? props.problem)}
          helperText={pagesError ?? props.problem ?? t('reportSettings.background.pagesHint')}
          inputProps={{ inputMode: 'numeric' }}
        />
      )}
      {value.mode !== 'custom' && props.problem && <FormHelperText error>{props.problem}</FormHelperText>}
    </>
  );
}
