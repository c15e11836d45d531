import { demoCallMessages, type PlacedDemoCall } from '@agentdesk/shared';
import { callTypes } from '@agentdesk/shared/phone';
import { PhoneOutgoing } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useHasRole } from '../../../lib/use-workspaces.ts';
import { useVoiceProvider } from '../api/get-voice-provider.ts';
import { usePlaceDemoCall } from '../api/place-demo-call.ts';
import { checkCallForm, type CallFormProblems } from '../utils/check-call-form.ts';
import { CallProgress } from './call-progress.tsx';
import { FieldProblem } from './field-problem.tsx';
import { PhoneInput } from './phone-input.tsx';
import type { PhoneInputValue } from './phone-input.tsx';

const CALL_TYPE_ERROR_ID = 'demo-call-type-error';

/** What the last press of 'Initiate a Call' led to, beside the form. */
type Outcome =
  | { kind: 'placed'; call: PlacedDemoCall; callType: string }
  | { kind: 'not-dialled'; reason: string }
  | { kind: 'failed'; reason: string };

const notDialledReasons: string[] = [demoCallMessages.noProvider, demoCallMessages.providerElsewhere];

const Note = ({ children }: { children: string }) => <p className="text-xs text-gray-500">{children}</p>;

/**
 * The Call tab (SPEC §2): a phone number, a call type and 'Initiate a Call'. The choice is checked
 * first (what is missing is said beside its field, and the first such field takes focus); the
 * server then has the voice provider dial it, and the call's progress follows its webhooks. Without
 * a provider the page says that nothing was dialled and how an operator configures one.
 */
export const CallSection = () => {
  const [phone, setPhone] = useState<PhoneInputValue>({ country: null, number: '' });
  const [callType, setCallType] = useState('');
  // Problems are shown once a press asked for them, then follow each change.
  const [hasAsked, setHasAsked] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const countryRef = useRef<HTMLButtonElement>(null);
  const numberRef = useRef<HTMLInputElement>(null);
  const callTypeRef = useRef<HTMLButtonElement>(null);
  const provider = useVoiceProvider();
  const placeCall = usePlaceDemoCall();
  // Placing a call writes (members and up); viewers see the form only.
  const canCall = useHasRole('member');
  const checked = checkCallForm(phone, callType);
  const problems: CallFormProblems | null = hasAsked ? checked.problems : null;

  const onInitiate = () => {
    setHasAsked(true);
    if (checked.problems !== null) {
      const { country, number } = checked.problems;
      (country !== null ? countryRef : number !== null ? numberRef : callTypeRef).current?.focus();
      return;
    }
    setOutcome(null);
    placeCall.mutate(checked.body, {
      onSuccess: (call) => {
        toast.success(demoCallMessages.initiated);
        setOutcome({ kind: 'placed', call, callType: checked.body.call_type });
      },
      onError: (error) => {
        const reason = errorMessage(error, 'The call could not be placed. Please try again.');
        setOutcome({ kind: notDialledReasons.includes(reason) ? 'not-dialled' : 'failed', reason });
      },
    });
  };

  return (
    <Card title="Call Section" description="Choose a number and a call type, then start the demo call.">
      <div className="flex max-w-xl flex-col gap-4">
        <PhoneInput
          id="demo-call-phone"
          value={phone}
          onChange={setPhone}
          countryError={problems?.country ?? null}
          numberError={problems?.number ?? null}
          countryRef={countryRef}
          numberRef={numberRef}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="demo-call-type">Call type</Label>
          <Select
            id="demo-call-type"
            triggerRef={callTypeRef}
            value={callType}
            onValueChange={setCallType}
            // 'select' (value '') is the placeholder, listed first but not a choice.
            options={callTypes}
            aria-invalid={problems?.callType != null ? true : undefined}
            aria-describedby={problems?.callType != null ? CALL_TYPE_ERROR_ID : undefined}
          />
          {problems?.callType != null ? <FieldProblem id={CALL_TYPE_ERROR_ID} text={problems.callType} /> : null}
        </div>
        <div>
          <Button
            onClick={onInitiate}
            disabled={placeCall.isPending || !canCall}
            aria-busy={placeCall.isPending || undefined}
          >
            <PhoneOutgoing size={16} aria-hidden="true" />
            Initiate a Call
          </Button>
        </div>
        {!canCall ? <Note>Only members and admins of this workspace place demo calls.</Note> : null}
        {provider.data?.can_place_calls === true ? (
          <Note>The voice provider dials the number; the call then appears in Conversations.</Note>
        ) : null}
        {provider.data?.can_place_calls === false && outcome === null ? (
          <Note>No voice provider is configured for this workspace: no call will be dialled.</Note>
        ) : null}
        {outcome?.kind === 'placed' ? (
          <CallProgress key={outcome.call.call_id} call={outcome.call} callType={outcome.callType} />
        ) : null}
        {outcome?.kind === 'not-dialled' ? (
          <Alert tone="info">
            <p className="font-medium text-gray-900">Nothing was dialled.</p>
            <p data-testid="no-provider">{outcome.reason}</p>
          </Alert>
        ) : null}
        {outcome?.kind === 'failed' ? <Alert>{outcome.reason}</Alert> : null}
      </div>
    </Card>
  );
};
