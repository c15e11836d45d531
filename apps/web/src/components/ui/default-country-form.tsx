import { jobPostingMessages } from '@agentdesk/shared';
import { countries } from '@agentdesk/shared/phone';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/error-message.ts';
import { useSaveDefaultCountry } from '../../lib/use-job-posting-settings.ts';
import { Button } from './button.tsx';
import { FormField } from './form-field.tsx';
import { Select } from './select.tsx';

const countryOptions = [...countries]
  .sort((a, b) => a.name.localeCompare(b.name))
  .map((country) => ({ value: country.code, label: `${country.flag} ${country.name}` }));

const HINT =
  'The country of a job whose location names none, and where remote applicants may live when the job does not say.';

type Props = {
  /** The country saved so far ('' when none). */
  current: string;
  submitLabel?: string;
  /** Told once the country is saved (the publish waiting for it goes on). */
  onSaved?: (code: string) => void;
  isDisabled?: boolean;
};

/**
 * The workspace's default country for job postings: the country of a job whose location names none,
 * and where remote applicants may live when the job does not say (Google requires both).
 */
export const DefaultCountryForm = ({ current, submitLabel = 'Save country', onSaved, isDisabled }: Props) => {
  const id = useId();
  const save = useSaveDefaultCountry();
  const [code, setCode] = useState(current);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = () => {
    if (code === '') return setError(jobPostingMessages.chooseCountry);
    setError(null);
    save.mutate(code, {
      onSuccess: () => {
        toast.success(jobPostingMessages.saved);
        onSaved?.(code);
      },
      onError: (failure) => setError(errorMessage(failure, 'Failed to save the country. Please try again.')),
    });
  };

  return (
    <div className="flex max-w-md flex-col gap-3">
      <FormField id={`${id}-country`} label="Default country" hint={HINT} error={error ?? undefined}>
        {(control) => (
          <Select
            {...control}
            value={code}
            onValueChange={setCode}
            options={countryOptions}
            placeholder="Choose a country"
            disabled={isDisabled === true || save.isPending}
          />
        )}
      </FormField>
      <div>
        <Button
          size="sm"
          onClick={onSubmit}
          isLoading={save.isPending}
          disabled={isDisabled === true || code === current}
        >
          {submitLabel}
        </Button>
      </div>
    </div>
  );
};
