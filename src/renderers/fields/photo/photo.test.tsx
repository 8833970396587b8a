import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormModel, StoredFileRef } from '../../../runtime/forms/FormModel';
import { renderFiller } from '../../testing/renderFiller';

const model: FormModel = {
  name: 'Vistoria',
  groups: [
    {
      id: 'g',
      name: 'Fotos',
      fields: [{ id: 'fotos', name: 'Fotos do local', type: 'photo', settings: { gallery: true } }],
    },
  ],
};

const upload = async (_fieldId: string, file: Blob, name: string): Promise<StoredFileRef> => ({
  fileId: `id-${name}`,
  name,
  mimeType: file.type,
  size: file.size,
});

function stubGeolocation(answer: 'fix' | 'denied') {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) =>
    answer === 'fix'
      ? ok({ coords: { latitude: -8.06, longitude: -34.88, accuracy: 12 } } as GeolocationPosition)
      : fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  return getCurrentPosition;
}

const photo = (name: string, lastModified = Date.now()) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png', lastModified });

describe('photo fill', () => {
  afterEach(() => {
    delete (navigator as { geolocation?: unknown }).geolocation;
  });

  it('stamps a camera photo with the GPS position and the capture time, shown beside it', async () => {
    const asked = stubGeolocation('fix');
    const { container, engineRef } = renderFiller({ model, upload });
    const camera = container.querySelector<HTMLInputElement>('input[capture]')!;
    const before = Date.now();
    fireEvent.change(camera, { target: { files: [photo('poste.png')] } });
    await waitFor(() => expect(engineRef.current!.getValue('fotos')).toHaveLength(1));
    const [stored] = engineRef.current!.getValue('fotos') as StoredFileRef[];
    expect(stored!.position).toEqual({ lat: -8.06, lng: -34.88, accuracy: 12 });
    expect(Date.parse(stored!.takenAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(asked).toHaveBeenCalledOnce();
    expect(await screen.findByText(/GPS -8\.06000, -34\.88000/)).toBeTruthy();
    expect(screen.getByText(/Tirada em/)).toBeTruthy();
  });

  it('keeps the photo without a position when the browser refuses it; a gallery photo keeps its file time', async () => {
    const asked = stubGeolocation('denied');
    const { container, engineRef } = renderFiller({ model, upload });
    fireEvent.change(container.querySelector<HTMLInputElement>('input[capture]')!, {
      target: { files: [photo('a.png')] },
    });
    await waitFor(() => expect(engineRef.current!.getValue('fotos')).toHaveLength(1));
    expect((engineRef.current!.getValue('fotos') as StoredFileRef[])[0]!.position).toBeUndefined();
    const gallery = container.querySelector<HTMLInputElement>('input[type=file]:not([capture])')!;
    fireEvent.change(gallery, { target: { files: [photo('b.png', Date.UTC(2026, 10, 20, 12))] } });
    await waitFor(() => expect(engineRef.current!.getValue('fotos')).toHaveLength(2));
    const b = (engineRef.current!.getValue('fotos') as StoredFileRef[])[1]!;
    expect(b.takenAt).toBe('2026-11-20T12:00:00.000Z');
    expect(b.position).toBeUndefined();
    expect(asked).toHaveBeenCalledOnce();
  });

  it('shows the stored stamp on the finished (read-only) document', () => {
    renderFiller({
      model,
      readOnly: true,
      values: {
        fotos: [
          {
            fileId: 'x',
            name: 'x.png',
            takenAt: '2026-11-20T12:00:00.000Z',
            position: { lat: -8.1, lng: -34.9 },
          },
        ],
      },
    });
    expect(screen.getByText(/GPS -8\.10000, -34\.90000/)).toBeTruthy();
  });
});
