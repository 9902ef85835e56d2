import { FORM_ERROR_MESSAGES, promotePropertyRequestSchema, type Neighbourhood } from '@inmo/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { renderWithProviders } from '~/test/render-with-providers';
import { SubmitButton } from '~/components/forms/submit-button';
import { useFormMutation } from '~/components/forms/use-form-mutation';
import { NeighbourhoodField } from './neighbourhood-field';

// The promote form's own rules for the two fields the Barrio box fills.
const schema = promotePropertyRequestSchema.pick({ neighborhood: true, idNeighborhood: true });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;
type Send = (values: Output) => Promise<unknown>;

const ENVIGADO: Neighbourhood[] = [
  { id: 701, name: 'Zona Centro', cityId: 25999 },
  { id: 702, name: 'El Portal', cityId: 25999 },
];

/** The Barrio box in a form; 'Llegó la lista' stands for the city's list arriving after the visitor typed. */
function Harness({ send, initial }: { send: Send; initial: Neighbourhood[] }) {
  const [options, setOptions] = useState(initial);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { neighborhood: '', idNeighborhood: '' },
  });
  const submit = useFormMutation({ form, send, failureMessage: FORM_ERROR_MESSAGES.record });
  return (
    <form noValidate onSubmit={submit.onSubmit}>
      <NeighbourhoodField
        control={form.control}
        name="neighborhood"
        idName="idNeighborhood"
        options={options}
        loading={false}
        maxLength={50}
      />
      <button type="button" onClick={() => setOptions(ENVIGADO)}>
        Llegó la lista
      </button>
      <SubmitButton sending={submit.isPending} />
    </form>
  );
}

function setup(initial: Neighbourhood[]) {
  const user = userEvent.setup();
  const send = vi.fn<Send>().mockResolvedValue({ id: 'x' });
  renderWithProviders(<Harness send={send} initial={initial} />);
  return { user, send, barrio: screen.getByRole('combobox', { name: /Barrio/ }) };
}

describe('NeighbourhoodField', () => {
  it('sends a name typed outside the list, with no id (it used to block the submit silently)', async () => {
    const { user, send, barrio } = setup(ENVIGADO);
    await user.type(barrio, 'La Mina');
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual({ neighborhood: 'LA MINA', idNeighborhood: undefined });
  });

  it("sends the listed neighbourhood's id, also when the list arrived after the name was typed", async () => {
    const { user, send, barrio } = setup([]);
    await user.type(barrio, 'zona centro');
    await user.click(screen.getByRole('button', { name: 'Llegó la lista' }));
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual({ neighborhood: 'ZONA CENTRO', idNeighborhood: 701 });
  });
});
