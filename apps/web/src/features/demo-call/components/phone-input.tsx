import { checkPhone, digitsOnly } from '@agentdesk/shared/phone';
import type { CountryEntry } from '@agentdesk/shared/phone';
import { CircleCheck } from 'lucide-react';
import { useRef } from 'react';
import type { Ref, RefObject } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { CountrySelect } from './country-select.tsx';
import { FieldProblem } from './field-problem.tsx';

/** The phone input's value (SPEC §3): a country, or none yet, and the digits typed. */
export type PhoneInputValue = { country: CountryEntry | null; number: string };

type Props = {
  id: string;
  value: PhoneInputValue;
  onChange: (value: PhoneInputValue) => void;
  /** What is missing about the country ('Select a country.'), once the form asked for it. */
  countryError?: string | null;
  /** What is missing about the number ('Enter a phone number.'); its validity is said as it is typed. */
  numberError?: string | null;
  countryRef?: Ref<HTMLButtonElement>;
  numberRef?: RefObject<HTMLInputElement | null>;
};

/** Country selector and number field, with the validity of the number for that country under it (SPEC §5). */
export const PhoneInput = (props: Props) => {
  const { id, value, onChange, countryError = null, numberError = null, countryRef, numberRef } = props;
  const ownNumberRef = useRef<HTMLInputElement>(null);
  const numberField = numberRef ?? ownNumberRef;
  const check = checkPhone(value.country, value.number);
  const statusId = `${id}-status`;
  const countryErrorId = `${id}-country-error`;
  const numberProblem = check === null ? numberError : null;

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Phone number</Label>
      <div className="flex gap-2">
        <CountrySelect
          value={value.country}
          onChange={(country) => onChange({ ...value, country })}
          nextFocusRef={numberField}
          triggerRef={countryRef}
          errorId={countryError !== null ? countryErrorId : undefined}
        />
        <Input
          ref={numberField}
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          disabled={value.country === null}
          placeholder={value.country === null ? 'Select country first' : 'e.g. 9823 4567'}
          value={value.number}
          onChange={(event) => onChange({ ...value, number: digitsOnly(event.target.value) })}
          aria-invalid={check === 'invalid' || numberProblem !== null ? true : undefined}
          aria-describedby={check !== null || numberProblem !== null ? statusId : undefined}
          className="tabular-nums"
        />
      </div>
      {/* Always rendered so screen readers announce the verdict as it changes. */}
      <p aria-live="polite" className="min-h-4 text-xs font-medium">
        {countryError !== null ? <FieldProblem id={countryErrorId} text={countryError} /> : null}
        {check === 'valid' ? (
          <span id={statusId} className="inline-flex items-center gap-1 text-green-700">
            <CircleCheck size={14} aria-hidden="true" />
            Valid phone number
          </span>
        ) : null}
        {check === 'invalid' ? <FieldProblem id={statusId} text="Invalid phone number for selected country." /> : null}
        {numberProblem !== null ? <FieldProblem id={statusId} text={numberProblem} /> : null}
      </p>
    </div>
  );
};
