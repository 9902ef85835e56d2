import { COLOMBIA, COLOMBIA_CALLING_CODE, UI_MESSAGES, type Country } from '@inmo/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderWithProviders } from '~/test/render-with-providers';
import { CountryCodeField } from './country-code-field';

interface Values {
  extension: string;
}

function Form() {
  const { control } = useForm<Values>({ defaultValues: { extension: COLOMBIA_CALLING_CODE } });
  const extension = useWatch({ control, name: 'extension' });
  return (
    <>
      <CountryCodeField control={control} name="extension" label="Pais o Indicativo" required />
      <button type="button">otro campo</button>
      <output aria-label="valor del formulario">{extension}</output>
    </>
  );
}

const formValue = () => screen.getByRole('status', { name: 'valor del formulario' }).textContent;

afterEach(() => vi.restoreAllMocks());

// The page does not carry the list: the field asks for it once the visitor goes into it. Until it answers (or
// when it fails), the field shows its default as the list would, and what the visitor types is the form's.
describe("'Pais o Indicativo' before the list of countries has answered", () => {
  const listNeverAnswers = () =>
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));

  it('shows Colombia, its default, as it would with the list', async () => {
    listNeverAnswers();
    renderWithProviders(<Form />);
    const country = await screen.findByRole('combobox', { name: /Pais o Indicativo/ });
    expect(country).toHaveValue('+57');
    expect(screen.getByText(COLOMBIA.spanishName)).toBeVisible();
    expect(screen.queryByText(UI_MESSAGES.loadingData)).toBeNull();
  });

  it('keeps a code or a name typed and left, for the form to judge', async () => {
    listNeverAnswers();
    const user = userEvent.setup();
    renderWithProviders(<Form />);
    const country = await screen.findByRole('combobox', { name: /Pais o Indicativo/ });
    await user.clear(country);
    await user.type(country, '34');
    expect(formValue()).toBe('+34');
    await user.click(screen.getByRole('button', { name: 'otro campo' }));
    expect(country).toHaveValue('+34');
    expect(formValue()).toBe('+34');

    await user.clear(country);
    await user.type(country, 'Perú');
    await user.click(screen.getByRole('button', { name: 'otro campo' }));
    expect(country).toHaveValue('Perú');
    expect(formValue()).toBe('Perú');
  });
});

describe("'Pais o Indicativo' asks for the list of countries", () => {
  const PERU: Country = {
    code: 'PE',
    name: 'Peru',
    spanishName: 'Perú',
    callingCode: '+5',
    suffixes: ['1'],
    flag: '',
  };
  const countriesAsked = (fetch: MockInstance<typeof globalThis.fetch>) =>
    fetch.mock.calls.filter(
      ([input]) => typeof input === 'string' && input.startsWith('/api/lookups/countries'),
    ).length;

  it('only once the visitor goes into the field, then suggests from it', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response(JSON.stringify([COLOMBIA, PERU]))));
    const user = userEvent.setup();
    renderWithProviders(<Form />);
    const country = await screen.findByRole('combobox', { name: /Pais o Indicativo/ });
    await user.click(screen.getByRole('button', { name: 'otro campo' }));
    expect(countriesAsked(fetch)).toBe(0);

    await user.click(country);
    await user.type(country, 'per');
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['PEPerú+51']);
    expect(countriesAsked(fetch)).toBe(1);
  });
});
