import { PERSON_NAME_MAX_LENGTH } from '@inmo/contracts';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { CellphoneField } from './cellphone-field';
import { EmailField } from './email-field';
import { FormTextField } from './form-text-field';

interface NameAndCellphone {
  fullname: string;
  cellphone: string;
}

interface NameAndCellphoneFieldsProps<
  T extends FieldValues & NameAndCellphone,
  TOut extends FieldValues = T,
> {
  control: Control<T, unknown, TOut>;
  /** 'Nombres y apellidos' by default; the property page's forms say 'Nombre completo'. */
  nameLabel?: string;
  nameMaxLength?: number;
  /** Adds the required 'Correo electrónico' after the phone, with this limit (the form must have `email`). */
  emailMaxLength?: number;
  /** 'small' in the property page's side forms. */
  size?: 'small' | 'medium';
}

/**
 * The name and the Colombian 'Celular', both required (and, where asked, the e-mail), as the contact,
 * promote, work-with-us and property forms ask them. No box of their own: the form lays them out.
 */
export function NameAndCellphoneFields<
  T extends FieldValues & NameAndCellphone,
  TOut extends FieldValues = T,
>({
  control,
  nameLabel = 'Nombres y apellidos',
  nameMaxLength = PERSON_NAME_MAX_LENGTH,
  emailMaxLength,
  size,
}: NameAndCellphoneFieldsProps<T, TOut>) {
  return (
    <>
      <FormTextField
        control={control}
        name={'fullname' as Path<T>}
        label={nameLabel}
        required
        size={size}
        maxLength={nameMaxLength}
        autoComplete="name"
      />
      <CellphoneField control={control} name={'cellphone' as Path<T>} label="Celular" required size={size} />
      {emailMaxLength !== undefined && (
        <EmailField
          control={control}
          name={'email' as Path<T>}
          required
          size={size}
          maxLength={emailMaxLength}
        />
      )}
    </>
  );
}
