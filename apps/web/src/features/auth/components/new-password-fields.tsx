import { passwordRuleText } from '@agentdesk/shared';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';

type NewPasswordValues = { new_password: string; confirm_password: string };

type Props = {
  /** The form's `register`; any form whose values include the two fields can pass its own. */
  register: (name: keyof NewPasswordValues) => UseFormRegisterReturn;
  errors: FieldErrors<NewPasswordValues>;
};

/** 'New password' with the password rule, then 'Confirm new password'; the form's schema checks that they match. */
export const NewPasswordFields = ({ register, errors }: Props) => (
  <>
    <TextField
      id="new-password"
      label="New password"
      type="password"
      autoComplete="new-password"
      hint={passwordRuleText}
      error={errors.new_password?.message}
      {...register('new_password')}
    />
    <TextField
      id="confirm-password"
      label="Confirm new password"
      type="password"
      autoComplete="new-password"
      error={errors.confirm_password?.message}
      {...register('confirm_password')}
    />
  </>
);
