import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useRuntime } from '../../hooks/useRuntime';
import type { FileRef } from '../fill/FileRef';
import { FileTile } from '../fill/FileTile';

/**
 * Pictures a model carries (an auxiliary image, photo reference images, a sketch background): sent with
 * EnviarImagemModelo (images only, 5 MB; the server's message when refused), shown as thumbnails with
 * remove. `multiple` keeps a list; otherwise a new picture replaces the old one.
 *
 * @example <ModelImagesInput label="Imagem" images={image ? [image] : []} onChange={([first]) => set('image', first)} />
 */
export function ModelImagesInput(props: {
  label: string;
  images: FileRef[];
  multiple?: boolean;
  onChange(images: FileRef[]): void;
}) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const send = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    try {
      const sent: FileRef[] = [];
      for (const file of props.multiple ? Array.from(files) : [files[0]!]) {
        const answer = await command<{ ARQUIVO: FileRef }>(
          'EnviarImagemModelo',
          { FILE: file },
          { silentOnSuccess: true },
        );
        sent.push(answer.ARQUIVO);
      }
      props.onChange(props.multiple ? [...props.images, ...sent] : sent);
    } catch {
      // The adapter showed the server's refusal.
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Box role="group" aria-labelledby={id}>
      <FormLabel id={id} sx={{ display: 'block', mb: 1 }}>
        {props.label}
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {props.images.map((image, i) => (
          <FileTile
            key={image.fileId}
            file={image}
            image
            source="BaixarImagemModelo"
            onRemove={() => props.onChange(props.images.filter((_x, j) => j !== i))}
          />
        ))}
      </Box>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={props.multiple}
        hidden
        aria-label={props.label}
        onChange={(e) => void send(e.target.files)}
      />
      <Button
        variant="outlined"
        size="small"
        startIcon={<AddPhotoAlternate />}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {t(
          props.multiple || !props.images.length ? 'forms.editor.images.add' : 'forms.editor.images.replace',
        )}
      </Button>
    </Box>
  );
}
