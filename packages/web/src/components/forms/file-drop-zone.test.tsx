import { COMPRESSION_LINKS, MAINTENANCE_UPLOAD } from '@inmo/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '~/test/render-with-providers';
import { FileDropZone } from './file-drop-zone';

function Harness() {
  const form = useForm<{ archivo: File[] }>({ defaultValues: { archivo: [] } });
  return (
    <FileDropZone control={form.control} name="archivo" rules={MAINTENANCE_UPLOAD} label="Cargar Imagen" />
  );
}

describe('FileDropZone', () => {
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
});
