import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form checked on submit with a zod schema (the contract's, so the form and the
 * server agree), each field showing the first message it breaks. A field's message goes away as
 * soon as it is edited and comes back only with the next submit, not while typing.
 */
export const useSchemaForm = <Values extends FieldValues, Output>(
  schema: z.ZodType<Output, Values>,
  defaultValues: DefaultValues<Values>,
) => {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: 'onSubmit',
  });
  /** register, and a change clears the field's message. */
  const registerField = (name: Path<Values>) => form.register(name, { onChange: () => form.clearErrors(name) });
  return { ...form, registerField };
};
