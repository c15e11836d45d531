import { checkPhone, digitsOnly } from '@agentdesk/shared/phone';
import type { CountryEntry } from '@agentdesk/shared/phone';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useRef } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { CountrySelect } from './country-select.tsx';

/** The phone input's value (SPEC §3): a country, or none yet, and the digits typed. */
export type PhoneInputValue = { country: CountryEntry | null; number: string };

type Props = {
  id: string;
  value: PhoneInputValue;
  onChange: (value: PhoneInputValue) => void;
};

/** Country selector and number field, with the validity of the number for that country under it (SPEC §5). */
export const PhoneInput = ({ id, value, onChange }: Props) => {
  const numberRef = useRef<HTMLInputElement>(null);
  const check = checkPhone(value.country, value.number);
  const statusId = `${id}-status`;

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Phone number</Label>
      <div className="flex gap-2">
        <CountrySelect value={value.country} onChange={(country) => onChange({ ...value, country })} nextFocusRef={numberRef} />
        <Input
          ref={numberRef}
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          disabled={value.country === null}
          placeholder={value.country === null ? 'Select country first' : 'e.g. 9823 4567'}
          value={value.number}
          onChange={(event) => onChange({ ...value, number: digitsOnly(event.target.value) })}
          aria-invalid={check === 'invalid' ? true : undefined}
          aria-describedby={check !== null ? statusId : undefined}
          className="tabular-nums"
        />
      </div>
      {/* Always rendered so screen readers announce the verdict as it changes. */}
      <p id={statusId} aria-live="polite" className="min-h-4 text-xs font-medium">
        {check === 'valid' ? (
          <span className="inline-flex items-center gap-1 text-green-700">
            <CircleCheck size={14} aria-hidden="true" />
            Valid phone number
          </span>
        ) : null}
        {check === 'invalid' ? (
          <span className="inline-flex items-center gap-1 text-red-600">
            <CircleAlert size={14} aria-hidden="true" />
            Invalid phone number for selected country.
          </span>
        ) : null}
      </p>
    </div>
  );
};
