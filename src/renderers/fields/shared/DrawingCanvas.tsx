import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';

const WIDTH = 600;
const EXPORT_DELAY_MS = 500;

/**
 * A drawing surface (signatures, sketches) driven by pointer events (mouse, pen, touch): each pause
 * after a stroke hands the drawing over as a PNG. Keyboard users type instead (`typedAlternative`): the
 * text is written on the canvas in a handwriting font. `background` (an image URL) is drawn under the
 * strokes and kept in the PNG.
 */
export function DrawingCanvas(props: {
  label: string;
  height: number;
  background?: string | null;
  typedAlternative?: boolean;
  onDrawn(png: Blob): void;
  onCleared(): void;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [typed, setTyped] = useState('');
  const [dirty, setDirty] = useState(false);
  const { background, height, onDrawn } = props;

  const paintBackground = (ctx: CanvasRenderingContext2D) =>
    new Promise<void>((resolve) => {
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, WIDTH, height);
      if (!background) return resolve();
      const image = new Image();
      image.onload = () => {
        const scale = Math.min(WIDTH / image.width, height / image.height);
        const w = image.width * scale;
        const h = image.height * scale;
        ctx.drawImage(image, (WIDTH - w) / 2, (height - h) / 2, w, h);
        resolve();
      };
      image.onerror = () => resolve();
      image.src = background;
    });

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) void paintBackground(ctx);
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- repaint only when the background changes
  }, [background, height]);

  const exportSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => canvas.current?.toBlob((blob) => blob && onDrawn(blob), 'image/png'),
      EXPORT_DELAY_MS,
    );
  };
  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return [
      ((event.clientX - rect.left) * WIDTH) / rect.width,
      ((event.clientY - rect.top) * height) / rect.height,
    ] as const;
  };
  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    const ctx = event.currentTarget.getContext('2d');
    if (!ctx) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    clearTimeout(timer.current);
    const [x, y] = point(event);
    ctx.strokeStyle = '#111';
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 0.1, y + 0.1);
    ctx.stroke();
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = event.currentTarget.getContext('2d');
    const [x, y] = point(event);
    ctx?.lineTo(x, y);
    ctx?.stroke();
  };
  const up = () => {
    if (!drawing.current) return;
    drawing.current = false;
    setDirty(true);
    exportSoon();
  };
  const clear = () => {
    clearTimeout(timer.current);
    const ctx = canvas.current?.getContext('2d');
    if (ctx) void paintBackground(ctx);
    setDirty(false);
    props.onCleared();
  };
  const writeTyped = async () => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || !typed.trim()) return;
    await paintBackground(ctx);
    ctx.fillStyle = '#111';
    ctx.font = `italic ${Math.round(height / 4)}px "Brush Script MT", "Segoe Script", cursive`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(typed.trim(), WIDTH / 2, height / 2, WIDTH - 40);
    setDirty(true);
    canvas.current?.toBlob((blob) => blob && onDrawn(blob), 'image/png');
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        component="canvas"
        ref={canvas}
        width={WIDTH}
        height={height}
        role="img"
        aria-label={props.label}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onPointerLeave={up}
        sx={{
          width: '100%',
          maxWidth: WIDTH,
          aspectRatio: `${WIDTH} / ${height}`,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          touchAction: 'none',
          cursor: 'crosshair',
          bgcolor: '#fff',
        }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" onClick={clear} disabled={!dirty}>
          {t('forms.fill.drawing.clear')}
        </Button>
        {props.typedAlternative && (
          <>
            <TextField
              size="small"
              label={t('forms.fill.drawing.typed')}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), void writeTyped())}
              sx={{ flex: '1 1 180px' }}
            />
            <Button variant="outlined" onClick={() => void writeTyped()} disabled={!typed.trim()}>
              {t('forms.fill.drawing.useTyped')}
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}
