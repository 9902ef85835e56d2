import { PERSON_NAME_MAX_LENGTH } from '@inmo/contracts';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { CellphoneField } from './cellphone-field';
import { FormTextField } from './form-text-field';

interface NameAndCellphone {
  fullname: string;
  cellphone: string;
}

/** 'Nombres y apellidos' and 'Celular', both required, as the contact, promote and work-with-us forms ask them. */
export function NameAndCellphoneFields<
  T extends FieldValues & NameAndCellphone,
  TOut extends FieldValues = T,
>({ control }: { control: Control<T, unknown, TOut> }) {
  return (
    <>
      <FormTextField
        control={control}
        name={'fullname' as Path<T>}
        label="Nombres y apellidos"
        required
        maxLength={PERSON_NAME_MAX_LENGTH}
        autoComplete="name"
      />
      <CellphoneField control={control} name={'cellphone' as Path<T>} label="Celular" required />
    </>
  );
}
