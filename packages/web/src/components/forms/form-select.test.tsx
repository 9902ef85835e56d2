import { FORM_MESSAGES } from '@inmo/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '~/test/render-with-providers';
import { FormSelect } from './form-select';

const schema = z.object({ area: z.string().min(1, FORM_MESSAGES.required) });
type Input = z.input<typeof schema>;

const AREAS = [
  { value: 1, label: 'Servicio al cliente' },
  { value: 2, label: 'Contabilidad' },
];

function Harness({ send, loading = false }: { send: (values: Input) => void; loading?: boolean }) {
  const form = useForm<Input>({ resolver: zodResolver(schema), defaultValues: { area: '' } });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(send)(event)}>
      <FormSelect
        control={form.control}
        name="area"
        label="Área"
        required
        options={AREAS}
        loading={loading}
      />
      <button type="submit">ENVIAR</button>
    </form>
  );
}

describe('FormSelect', () => {
  it("is the browser's select: placeholder first, the choice reaches the form, an empty one is named", async () => {
    const send = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness send={send} />);
    const select = screen.getByRole('combobox', { name: /Área/ });
    expect(select.tagName).toBe('SELECT');
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Selecciona una opción',
      'Servicio al cliente',
      'Contabilidad',
    ]);

    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(FORM_MESSAGES.required)).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();

    await user.selectOptions(select, 'Contabilidad');
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(send).toHaveBeenCalledWith({ area: '2' }, expect.anything());
  });

  it("says 'Cargando datos...' and waits while its list loads (spec §5)", () => {
    renderWithProviders(<Harness send={vi.fn()} loading />);
    const select = screen.getByRole('combobox', { name: /Área/ });
    expect(select).toBeDisabled();
    // In the field, where the placeholder goes: no line under it appears and goes.
    expect(select).toHaveDisplayValue('Cargando datos...');
    expect(select).not.toHaveAccessibleDescription();
  });
});
