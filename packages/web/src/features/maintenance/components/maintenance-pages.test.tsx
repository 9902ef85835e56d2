import {
  DOCUMENT_NUMBER_RULES,
  FORM_MESSAGES,
  PHONE_MESSAGES,
  type Country,
  type MaintenanceRecord,
} from '@inmo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '~/test/render-app';

const COUNTRIES: Country[] = [
  { code: 'CO', name: 'Colombia', spanishName: 'Colombia', callingCode: '+5', suffixes: ['7'], flag: '🇨🇴' },
  { code: 'ES', name: 'Spain', spanishName: 'España', callingCode: '+3', suffixes: ['4'], flag: '🇪🇸' },
  ...Array.from({ length: 14 }, (_, i) => ({
    code: `A${String.fromCharCode(65 + i)}`,
    name: `Arcadia ${i}`,
    spanishName: `Arcadia ${i}`,
    callingCode: '+2',
    suffixes: [String(10 + i)],
    flag: '',
  })),
];

const RECORD: MaintenanceRecord = {
  id: 41,
  record: '23456abcdefabcdefabcdefab',
  registerDate: '2026-03-10T20:05:00.000Z',
  headquarter: { id: 2, headquarter: 'POBLADO' },
  category: { id: 1, category: 'Plomería' },
  status: { id: 3 },
  company: { id: 1 },
  finalized: false,
  documentType: 'CC',
  document: '1023456',
  fullname: 'ANA',
  cellphone: '+57 3001234567',
  email: 'ana@example.com',
  address: 'CALLE 1',
  description: 'FUGA',
  files: [],
};

function json(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

function mockApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = urlOf(input);
    if (url.startsWith('/api/lookups/countries')) return json(COUNTRIES);
    if (url.startsWith('/api/lookups/headquarters')) return json([{ id: 2, headquarter: 'POBLADO' }]);
    if (url.startsWith('/api/lookups/categories')) return json([{ id: 1, category: 'Plomería' }]);
    if (url.startsWith('/api/maintenance/41/pdf/status')) return json({ status: 'pending' });
    if (url.startsWith('/api/maintenance/41?token=tok-41')) return json(RECORD);
    if (url.startsWith('/api/captcha/config')) return json({ provider: 'altcha', siteKey: null });
    return json({ statusCode: 404, message: 'No encontrado' }, 404);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('maintenance form', () => {
  it("'Pais o Indicativo' offers at most 10 countries and clears an unknown code on leaving", async () => {
    mockApi();
    const user = userEvent.setup();
    await renderApp('/mantenimientos/crear/');
    const country = await screen.findByRole('combobox', { name: 'Pais o Indicativo' });
    expect(country).toHaveValue('+57');

    await user.clear(country);
    await user.type(country, 'arcadia');
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(10);

    await user.clear(country);
    await user.type(country, '+999');
    await user.tab();
    expect(country).toHaveValue('');

    await user.type(country, '57');
    await user.tab();
    await waitFor(() => expect(country).toHaveValue('+57'));
    expect(screen.getByText('Colombia')).toBeInTheDocument();
  });

  it("'Pais o Indicativo' finds a country by its name, whatever else the field holds", async () => {
    mockApi();
    const user = userEvent.setup();
    await renderApp('/mantenimientos/crear/');
    const country = await screen.findByRole('combobox', { name: 'Pais o Indicativo' });
    await waitFor(() => expect(screen.getByText('Colombia')).toBeInTheDocument());

    // Focusing it selects the '+57' it starts with: typing replaces it.
    await user.click(country);
    await user.keyboard('espa');
    expect(country).toHaveValue('espa');
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    // Left without picking, the name takes its country's code.
    await user.tab();
    await waitFor(() => expect(country).toHaveValue('+34'));
    expect(screen.getByText('España')).toBeInTheDocument();

    // Typed in front of a code the field holds (before its code arrived, say): the name still counts.
    await user.clear(country);
    await user.type(country, '+57');
    await user.type(country, 'Colom', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(country).toHaveValue('Colom+57');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Colombia')]);
    await user.tab();
    await waitFor(() => expect(country).toHaveValue('+57'));
    expect(screen.getByText('Colombia')).toBeInTheDocument();
  });

  it("holds a foreign number to its country's plan (the schema and its phone plans load at the first check)", async () => {
    mockApi();
    const user = userEvent.setup();
    await renderApp('/mantenimientos/crear/');
    const country = await screen.findByRole('combobox', { name: 'Pais o Indicativo' });
    await user.clear(country);
    await user.type(country, '34');
    await user.tab();
    await waitFor(() => expect(country).toHaveValue('+34'));
    const phone = screen.getByRole('textbox', { name: /Número de Contacto/ });
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(PHONE_MESSAGES.tooShort)).toBeInTheDocument();
    await user.type(phone, '6789');
    await waitFor(() => expect(screen.queryByText(PHONE_MESSAGES.tooShort)).not.toBeInTheDocument());
  });

  it("marks with * exactly the fields that answer 'Este campo es obligatorio*'", async () => {
    mockApi();
    const user = userEvent.setup();
    await renderApp('/mantenimientos/crear/');
    await screen.findByRole('combobox', { name: /Pais o Indicativo/ });
    await user.clear(screen.getByRole('combobox', { name: /Pais o Indicativo/ }));
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    await screen.findAllByText(FORM_MESSAGES.required);
    const form = screen.getByRole('form', { name: 'Formulario Mantenimientos y Reparaciones' });
    const fields = [...form.querySelectorAll('.MuiFormControl-root')].map((control) => {
      const label = control.querySelector('label')?.textContent ?? '';
      return {
        label: label.replace(/\s*\*\s*$/, '').trim(),
        marked: /\*\s*$/.test(label),
        // An empty required field shows its message ('Este campo es obligatorio*', or the consent's).
        required: control.querySelector('.Mui-error') !== null,
      };
    });
    expect(fields.length).toBeGreaterThanOrEqual(11);
    for (const field of fields) expect(field, field.label).toEqual({ ...field, marked: field.required });
  });

  it("labels the upload 'Cargar Imagen*', as the spec writes it", async () => {
    mockApi();
    await renderApp('/mantenimientos/crear/');
    const form = await screen.findByRole('form', { name: 'Formulario Mantenimientos y Reparaciones' });
    const labels = [...form.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toContain('Cargar Imagen*');
  });

  it('keeps digits only, at most 10, for every document type (spec §5), and checks again on a type change', async () => {
    mockApi();
    const user = userEvent.setup();
    await renderApp('/mantenimientos/crear/');
    const number = await screen.findByRole('textbox', { name: /Número de Identificación/ });
    const type = screen.getByRole('combobox', { name: /Tipo de Identificación/ });
    await user.selectOptions(type, 'CC');
    await user.type(number, '43.123.456-7x');
    expect(number).toHaveValue('431234567');
    for (const documentType of ['PAS', 'PEP', 'PPT', 'NIT']) {
      await user.clear(number);
      await user.selectOptions(type, documentType);
      await user.type(number, 'ab-12 345 678 901 234');
      expect(number).toHaveValue('1234567890');
    }
    await user.clear(number);
    await user.type(number, '12345');
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(DOCUMENT_NUMBER_RULES.NIT.message)).toBeInTheDocument();
    await user.selectOptions(type, 'CC');
    await waitFor(() => expect(screen.queryByText(DOCUMENT_NUMBER_RULES.NIT.message)).toBeNull());
    expect(number).toHaveValue('12345');
  });

  it('asks for the countries once the visitor starts on their details, not with the page', async () => {
    const fetch = mockApi();
    const user = userEvent.setup();
    await renderApp('/mantenimientos/crear/');
    const countriesAsked = () =>
      fetch.mock.calls.filter(([input]) => urlOf(input).startsWith('/api/lookups/countries')).length;
    await user.click(await screen.findByRole('textbox', { name: /Descripción/ }));
    expect(countriesAsked()).toBe(0);
    await user.click(screen.getByRole('textbox', { name: /Número de Identificación/ }));
    await waitFor(() => expect(countriesAsked()).toBe(1));
    await user.click(screen.getByRole('textbox', { name: /Nombres y Apellidos/ }));
    await user.click(screen.getByRole('combobox', { name: 'Pais o Indicativo' }));
    expect(countriesAsked()).toBe(1);
  });

  it("shows 'Cargando datos...' while the lists load", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    await renderApp('/mantenimientos/crear/');
    expect((await screen.findAllByText('Cargando datos...')).length).toBeGreaterThan(0);
  });
});

describe('maintenance export guard', () => {
  it('opens only for the id kept in lastCreatedMaintenance', async () => {
    mockApi();
    localStorage.setItem('lastCreatedMaintenance', '41');
    localStorage.setItem('lastCreatedMaintenanceToken', 'tok-41');
    const { router } = await renderApp('/mantenimientos/exportPDF/41');
    expect(await screen.findByText(RECORD.record)).toBeInTheDocument();
    expect(screen.getByText('No hay imágenes disponibles')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: /Descargar PDF/ });
    expect(download).toHaveAttribute('aria-disabled', 'true');
    expect(download).toHaveAttribute('download', 'MANTENIMIENTO_41.pdf');

    // The PDF state keeps polling while pending, so this navigation is not wrapped in act().
    await router.navigate('/mantenimientos/exportPDF/42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mantenimientos/crear/'));
    expect(
      await screen.findByText(
        'Solo puedes ver el resumen del último mantenimiento que registraste en este navegador.',
      ),
    ).toBeInTheDocument();
  });
});
