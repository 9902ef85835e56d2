import { DOCUMENT_NUMBER_MAX_LENGTH } from '@inmo/contracts';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { DigitsField } from './digits-field';
import { FormSelect, type SelectOption } from './form-select';
import { EmailField } from './email-field';
import { FormTextField } from './form-text-field';

interface Person {
  // unknown: a select the schema turns into its type.
  documentType: unknown;
  document: string;
  fullname: string;
  email: string;
}

export interface PersonFieldsProps<T extends FieldValues & Person, TOut extends FieldValues = T> {
  control: Control<T, unknown, TOut>;
  documentOptions: readonly SelectOption[];
  /** The labels of the document's type and number, each form's own. */
  documentLabels: { readonly type: string; readonly number: string };
  /** The form's FIELD_LIMITS; an address limit adds the 'Dirección' field (the form must have `address`). */
  limits: { readonly fullname: number; readonly email: number; readonly address?: number };
  /** Each type has its length: the form checks the number again. */
  onDocumentTypeChange: () => void;
  /** The phone's field (with the country code's before it, where the form has one). */
  phone: ReactNode;
  /** The name on a row of its own. */
  wideName?: boolean;
}

/**
 * Who files a request (maintenance, PQRS): document type and number, name, phone, e-mail and, where asked,
 * address, all required. No box of their own: the form's grid lays them out.
 */
export function PersonFields<T extends FieldValues & Person, TOut extends FieldValues = T>({
  control,
  documentOptions,
  documentLabels,
  limits,
  onDocumentTypeChange,
  phone,
  wideName = false,
}: PersonFieldsProps<T, TOut>) {
  const name = (
    <FormTextField
      control={control}
      name={'fullname' as Path<T>}
      label="Nombres y Apellidos"
      required
      maxLength={limits.fullname}
      slotProps={{ htmlInput: { autoComplete: 'name' } }}
    />
  );
  return (
    <>
      <FormSelect
        control={control}
        name={'documentType' as Path<T>}
        label={documentLabels.type}
        required
        options={documentOptions}
        onValueChange={onDocumentTypeChange}
      />
      <DigitsField
        control={control}
        name={'document' as Path<T>}
        label={documentLabels.number}
        required
        maxLength={DOCUMENT_NUMBER_MAX_LENGTH}
      />
      {wideName ? <Box sx={{ gridColumn: { sm: '1 / -1' } }}>{name}</Box> : name}
      {phone}
      <EmailField control={control} name={'email' as Path<T>} required maxLength={limits.email} />
      {limits.address !== undefined && (
        <FormTextField
          control={control}
          name={'address' as Path<T>}
          label="Dirección"
          required
          maxLength={limits.address}
          slotProps={{ htmlInput: { autoComplete: 'street-address' } }}
        />
      )}
    </>
  );
}
