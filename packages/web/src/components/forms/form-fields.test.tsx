import {
  CONTACT_CONSENT,
  consentField,
  FORM_ERROR_MESSAGES,
  FORM_MESSAGES,
  HTTP_ERROR_MESSAGES,
  requiredDigits,
  requiredUpperText,
} from '@inmo/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '~/lib/api-client';
import type { CaptchaFieldHandle } from '~/components/captcha/captcha-field';
import { renderWithProviders } from '~/test/render-with-providers';
import { useFormMutation } from './use-form-mutation';
import { ConsentCheckbox } from './consent-checkbox';
import { DigitsField } from './digits-field';
import { FormErrorAlert } from './form-alerts';
import { FormTextField } from './form-text-field';
import { SubmitButton } from './submit-button';

const schema = z.object({
  fullname: requiredUpperText(50),
  cellphone: requiredDigits(10),
  aboutYou: requiredUpperText(200),
  consent: consentField,
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

function Harness({
  send,
  captcha,
}: {
  send: (values: Output, context: { idempotencyKey: string }) => Promise<unknown>;
  captcha?: CaptchaFieldHandle;
}) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { fullname: '', cellphone: '', aboutYou: '', consent: false },
  });
  const submit = useFormMutation({
    form,
    send,
    failureMessage: FORM_ERROR_MESSAGES.record,
    captcha: { current: captcha ?? null },
  });
  return (
    <form noValidate onSubmit={submit.onSubmit}>
      <FormTextField control={form.control} name="fullname" label="Nombre completo" required maxLength={50} />
      <DigitsField control={form.control} name="cellphone" label="Celular" required maxLength={10} />
      <FormTextField
        control={form.control}
        name="aboutYou"
        label="Cuéntanos sobre ti"
        required
        multiline
        maxLength={200}
        counter
      />
      <ConsentCheckbox control={form.control} name="consent" consent={CONTACT_CONSENT} />
      <FormErrorAlert message={submit.failure} />
      {submit.isSuccess && <p>{FORM_MESSAGES.success}</p>}
      <SubmitButton sending={submit.isPending} />
    </form>
  );
}

function setup(
  send = vi.fn<(values: Output, context: { idempotencyKey: string }) => Promise<unknown>>(),
  captcha?: CaptchaFieldHandle,
) {
  const user = userEvent.setup();
  renderWithProviders(<Harness send={send} captcha={captcha} />);
  return { user, send };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Nombre completo/ }), 'ana gómez');
  await user.type(screen.getByRole('textbox', { name: /Celular/ }), '3001234567');
  await user.type(screen.getByRole('textbox', { name: /Cuéntanos sobre ti/ }), 'hola');
  await user.click(screen.getByRole('checkbox'));
}

describe('shared form fields', () => {
  it('strips non-digits as they are typed or pasted, and cuts to the max length', async () => {
    const { user } = setup();
    const phone = screen.getByRole('textbox', { name: /Celular/ });
    await user.type(phone, '3a0-0 1b');
    expect(phone).toHaveValue('3001');
    await user.clear(phone);
    await user.click(phone);
    await user.paste('+57 (300) 123-45-67');
    expect(phone).toHaveValue('5730012345');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
  });

  it('counts characters against the limit and refuses more', async () => {
    const { user } = setup();
    const about = screen.getByRole('textbox', { name: /Cuéntanos sobre ti/ });
    expect(screen.getByText('0/200')).toBeInTheDocument();
    await user.type(about, 'Hola!');
    expect(screen.getByText('5/200')).toBeInTheDocument();
    await user.click(about);
    await user.paste('x'.repeat(300));
    expect((about as HTMLTextAreaElement).value).toHaveLength(200);
    expect(screen.getByText('200/200')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nombre completo/ })).toHaveAttribute('maxlength', '50');
  });

  it("shows 'Este campo es obligatorio*' under each empty required field and sends nothing", async () => {
    const { user, send } = setup();
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findAllByText(FORM_MESSAGES.required)).toHaveLength(3);
    expect(screen.getByText(FORM_MESSAGES.consentRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nombre completo/ })).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('links the consent to the data policy and leaves it unticked', () => {
    setup();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('link', { name: /política de tratamiento de datos/i })).toHaveAttribute(
      'href',
      '/politica-de-datos/',
    );
    expect(screen.getByText(CONTACT_CONSENT.text, { exact: false })).toBeInTheDocument();
  });

  it('sends uppercased values once, disables the button while sending and ignores a second submit', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const send = vi.fn(
      (_values: Output, _context: { idempotencyKey: string }) => new Promise((r) => (resolve = r)),
    );
    const { user } = setup(send);
    await fillValid(user);
    const button = screen.getByRole('button', { name: 'ENVIAR' });
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled());
    // A submit event that bypasses the disabled button (Enter, a script) is ignored too.
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    await new Promise((r) => setTimeout(r, 50));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({
      fullname: 'ANA GÓMEZ',
      cellphone: '3001234567',
      aboutYou: 'HOLA',
      consent: true,
    });
    expect(send.mock.calls[0]?.[1]).toEqual({ idempotencyKey: expect.any(String) as string });
    resolve({ id: '1' });
    expect(await screen.findByText(FORM_MESSAGES.success)).toBeInTheDocument();
  });

  it('shows the §8 message on a server failure, keeps the values, and uses a new key for the retry', async () => {
    const send = vi
      .fn<(values: Output, context: { idempotencyKey: string }) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(500, 'internal'))
      .mockResolvedValueOnce({ id: '2' });
    const { user } = setup(send);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FORM_ERROR_MESSAGES.record);
    expect(screen.getByRole('textbox', { name: /Nombre completo/ })).toHaveValue('ana gómez');
    expect(screen.getByRole('textbox', { name: /Celular/ })).toHaveValue('3001234567');
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(FORM_MESSAGES.success)).toBeInTheDocument();
    const [first, second] = send.mock.calls.map((call) => call[1].idempotencyKey);
    expect(first).not.toBe(second);
  });

  it("shows the gateway's own §8 message when a 500 carries one (the customer step)", async () => {
    const send = vi.fn(() => Promise.reject(new ApiError(500, FORM_ERROR_MESSAGES.customer)));
    const { user } = setup(send);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FORM_ERROR_MESSAGES.customer);
  });

  it("marks the fields a 400 names with the gateway's messages", async () => {
    const send = vi.fn(() =>
      Promise.reject(
        new ApiError(400, FORM_MESSAGES.invalidForm, { cellphone: FORM_MESSAGES.digitsOnly, other: 'x' }),
      ),
    );
    const { user } = setup(send);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FORM_MESSAGES.invalidForm);
    const phone = screen.getByRole('textbox', { name: /Celular/ });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(phone.closest('.MuiFormControl-root') as HTMLElement).getByText(FORM_MESSAGES.digitsOnly),
    ).toBeInTheDocument();
  });

  it("shows the gateway's 429 message, renews the captcha, and clears the message when a retry succeeds", async () => {
    const captcha = { reset: vi.fn(), focus: vi.fn() };
    const send = vi
      .fn<(values: Output, context: { idempotencyKey: string }) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(429, HTTP_ERROR_MESSAGES.tooManyRequests))
      .mockResolvedValueOnce({ id: '3' });
    const { user } = setup(send, captcha);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(HTTP_ERROR_MESSAGES.tooManyRequests);
    expect(captcha.reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: /Cuéntanos sobre ti/ })).toHaveValue('hola');
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(FORM_MESSAGES.success)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(captcha.reset).toHaveBeenCalledTimes(1);
  });
});
