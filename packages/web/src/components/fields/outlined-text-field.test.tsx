import { ThemeProvider } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '~/config/theme';
import { renderWithProviders } from '~/test/render-with-providers';
import { OutlinedTextField } from './outlined-text-field';

describe('OutlinedTextField', () => {
  it('names its input by the label and describes it by the helper text, as TextField does', async () => {
    const change = vi.fn<(value: string) => void>();
    const user = userEvent.setup();
    renderWithProviders(
      <OutlinedTextField
        label="Correo"
        helperText="Te escribiremos aquí."
        required
        error
        onChange={(event) => change(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 5, autoComplete: 'email' } }}
      />,
    );
    const input = screen.getByRole('textbox', { name: /Correo/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('maxlength', '5');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAccessibleDescription('Te escribiremos aquí.');
    await user.type(input, 'a@b');
    expect(change).toHaveBeenLastCalledWith('a@b');
  });

  it("is the browser's own select, its label above its choice in the server's first paint", async () => {
    const change = vi.fn<(value: string) => void>();
    const user = userEvent.setup();
    const field = (
      <OutlinedTextField
        id="tipo"
        select
        label="Tipo De Inmueble"
        value="VIVIENDA"
        helperText="Elige uno."
        onChange={(event) => change(event.target.value)}
      >
        <option value="VIVIENDA">VIVIENDA</option>
        <option value="COMERCIAL">COMERCIAL</option>
      </OutlinedTextField>
    );
    const html = renderToString(<ThemeProvider theme={theme}>{field}</ThemeProvider>);
    expect(html).toMatch(/<label[^>]*data-shrink="true"[^>]*for="tipo"/);
    expect(html).toMatch(/<legend[^>]*><span>Tipo De Inmueble<\/span><\/legend>/);

    renderWithProviders(field);
    const select = screen.getByRole('combobox', { name: 'Tipo De Inmueble' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAccessibleDescription('Elige uno.');
    await user.selectOptions(select, 'COMERCIAL');
    expect(change).toHaveBeenCalledWith('COMERCIAL');
  });

  it("takes the parts MUI's Autocomplete hands to renderInput under their older names", () => {
    renderWithProviders(
      <OutlinedTextField
        label="Barrio"
        InputLabelProps={{ id: 'barrio-label', htmlFor: 'barrio' }}
        InputProps={{ endAdornment: <span>fin</span> }}
        inputProps={{ id: 'barrio', 'aria-autocomplete': 'list' }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Barrio' });
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.getByText('fin')).toBeInTheDocument();
  });
});
