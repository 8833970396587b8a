import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import AttachFile from '@mui/icons-material/AttachFile';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { FileRef } from './FileRef';
import { FileTile } from './FileTile';
import { checkPhotoFiles } from './checkPhotoFiles';
import { currentPosition } from './currentPosition';
import { useFillContext } from './useFillContext';

/** A fix up to a minute old will do, and no more than 10 s of waiting. */
const POSITION_OPTIONS = { timeoutMs: 10_000, maxAgeMs: 60_000 };

export type FileKind = 'photo' | 'video' | 'audio' | 'file';

const ACCEPT: Record<FileKind, string> = { photo: 'image/*', video: 'video/*', audio: 'audio/*', file: '' };
const CAPTURE: Partial<Record<FileKind, 'user' | 'environment'>> = {
  photo: 'environment',
  video: 'environment',
  audio: 'user',
};

/**
 * Files of a media field: a camera/recorder button (capture), a gallery or file button, the uploaded
 * files as tiles (thumbnails for images, download for others) with remove. Photos are checked here
 * (images only, 5 MB per file and per set, max count) before uploading through the filler's `upload`,
 * and carry their time and, from the camera, the device's position when the browser gives it.
 */
export function FilePicker(props: {
  fieldId: string;
  kind: FileKind;
  files: FileRef[];
  onChange(files: FileRef[]): void;
  readOnly: boolean;
  maxFiles?: number;
  /** Photos: also offer the gallery (otherwise the camera only). */
  gallery?: boolean;
  accept?: string[];
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const { upload } = useFillContext();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const { kind, files } = props;
  const full = props.maxFiles !== undefined && files.length >= props.maxFiles;
  const accept = props.accept?.join(',') ?? ACCEPT[kind];

  const onPick = async (event: ChangeEvent<HTMLInputElement>, fromCamera: boolean) => {
    const picked = Array.from(event.target.files ?? []);
    // A camera photo is stamped with where it was taken, asked as it is taken; refused or slow: none.
    const position =
      kind === 'photo' && fromCamera ? currentPosition(POSITION_OPTIONS).catch(() => null) : null;
    event.target.value = '';
    if (!picked.length || !upload) return;
    setRefusal(null);
    if (kind === 'photo') {
      const stored = files.reduce((sum, f) => sum + (f.size ?? 0), 0);
      const why = checkPhotoFiles(picked, stored, files.length, props.maxFiles);
      if (why) return setRefusal(t(`forms.fill.photo.${why}`, { max: props.maxFiles }));
    } else if (props.maxFiles !== undefined && files.length + picked.length > props.maxFiles)
      return setRefusal(t('forms.fill.photo.tooMany', { count: props.maxFiles }));
    setBusy(true);
    try {
      const sent: FileRef[] = [];
      for (const file of picked) sent.push(await upload(props.fieldId, file, file.name));
      const where = await position;
      const stamped = sent.map((ref, i): FileRef => {
        if (kind !== 'photo') return ref;
        const taken = fromCamera ? Date.now() : picked[i]!.lastModified || Date.now();
        const at: FileRef = { ...ref, takenAt: new Date(taken).toISOString() };
        if (where) at.position = { lat: where.lat, lng: where.lng, accuracy: where.accuracy };
        return at;
      });
      props.onChange([...files, ...stamped]);
    } catch {
      // The adapter already showed the server's error.
    } finally {
      setBusy(false);
    }
  };

  const canPick = !props.readOnly && !!upload && !full && !busy;
  const input = (ref: typeof camera, capture?: 'user' | 'environment') => (
    <input
      ref={ref}
      type="file"
      hidden
      multiple={kind !== 'file' || props.maxFiles !== 1}
      accept={accept || undefined}
      {...(capture ? { capture } : {})}
      onChange={(e) => void onPick(e, ref === camera)}
    />
  );
  const withCapture = CAPTURE[kind];
  const offerPicker = kind !== 'photo' || props.gallery !== false;
  return (
    <Box role="group" aria-labelledby={props.labelledBy}>
      {files.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          {files.map((file, i) => (
            <FileTile
              key={file.fileId}
              file={file}
              image={kind === 'photo'}
              onRemove={props.readOnly ? undefined : () => props.onChange(files.filter((_f, j) => j !== i))}
            />
          ))}
        </Box>
      )}
      {props.readOnly && files.length === 0 && <Typography color="text.secondary">—</Typography>}
      {!props.readOnly && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {withCapture && (
            <Button
              variant="outlined"
              startIcon={<PhotoCamera />}
              disabled={!canPick}
              onClick={() => camera.current?.click()}
            >
              {t(`forms.fill.capture.${kind}`)}
            </Button>
          )}
          {offerPicker && (
            <Button
              variant="outlined"
              startIcon={kind === 'photo' ? <AddPhotoAlternate /> : <AttachFile />}
              disabled={!canPick}
              onClick={() => picker.current?.click()}
            >
              {t(kind === 'photo' ? 'forms.fill.gallery' : 'forms.fill.chooseFile')}
            </Button>
          )}
          {busy && <CircularProgress size={20} aria-label={t('forms.fill.uploading')} />}
          {withCapture && input(camera, withCapture)}
          {offerPicker && input(picker)}
        </Box>
      )}
      {!props.readOnly && !upload && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('forms.fill.uploadUnavailable')}
        </Alert>
      )}
      {refusal && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {refusal}
        </Alert>
      )}
    </Box>
  );
}
