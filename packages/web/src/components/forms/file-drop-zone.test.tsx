import { COMPRESSION_LINKS, MAINTENANCE_UPLOAD } from '@inmo/contracts';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '~/test/render-with-providers';
import { FileDropZone } from './file-drop-zone';

function Harness() {
  const form = useForm<{ archivo: File[] }>({ defaultValues: { archivo: [] } });
  return (
    <FileDropZone control={form.control} name="archivo" rules={MAINTENANCE_UPLOAD} label="Cargar Imagen" />
  );
}

describe('FileDropZone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a chosen photo small, any other file as an icon, and lets the photo go when it is removed', async () => {
    const revoke = vi.fn();
    // jsdom has no object URLs: the browser's, as far as this list uses them.
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:foto-1', revokeObjectURL: revoke }),
    );
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const photo = new File([new Uint8Array(10)], 'grieta.jpg', { type: 'image/jpeg' });
    const receipt = new File([new Uint8Array(10)], 'factura.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Cargar Imagen'), [photo, receipt]);
    const list = await screen.findByRole('list', { name: 'Archivos seleccionados' });
    const thumbnails = list.querySelectorAll('img');
    expect(thumbnails).toHaveLength(1);
    expect(thumbnails[0]).toHaveAttribute('src', 'blob:foto-1');
    await user.click(screen.getByRole('button', { name: 'Quitar grieta.jpg' }));
    expect(revoke).toHaveBeenCalledWith('blob:foto-1');
    expect(list.querySelectorAll('img')).toHaveLength(0);
  });

  it('refuses an oversize photo with a link to where it can be compressed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'fuga.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Cargar Imagen'), big);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/supera el límite de 1 MB\. Puedes comprimirlo en/);
    const link = screen.getByRole('link', { name: COMPRESSION_LINKS.image });
    expect(link).toHaveAttribute('href', COMPRESSION_LINKS.image);
    expect(link).toHaveAttribute('target', '_blank');
    expect(alert).toContainElement(link);
  });

  it('refuses a file dropped beside the zone, which the browser would open in place of the form, and takes one on it', () => {
    renderWithProviders(<Harness />);
    // jsdom has no DragEvent: an event with the browser's dataTransfer as far as the zone reads it.
    const drag = (target: Element, type: string, types: string[]) => {
      const event = new Event(type, { bubbles: true, cancelable: true });
      const dataTransfer = { types, files: [], dropEffect: 'copy' };
      Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
      fireEvent(target, event);
      return { prevented: event.defaultPrevented, dropEffect: dataTransfer.dropEffect };
    };
    const beside = screen.getByText('Cargar Imagen');
    expect(drag(beside, 'dragover', ['Files'])).toEqual({ prevented: true, dropEffect: 'none' });
    expect(drag(beside, 'drop', ['Files']).prevented).toBe(true);
    // Text dragged into a field is the browser's as before.
    expect(drag(beside, 'dragover', ['text/plain']).prevented).toBe(false);
    expect(drag(screen.getByTestId('file-drop-zone'), 'dragover', ['Files'])).toEqual({
      prevented: true,
      dropEffect: 'copy',
    });
  });
});
