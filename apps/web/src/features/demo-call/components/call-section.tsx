import { callTypes, checkPhone } from '@agentdesk/shared/phone';
import { PhoneOutgoing } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useHasRole } from '../../../lib/use-workspaces.ts';
import { useVoiceProvider } from '../api/get-voice-provider.ts';
import { usePlaceDemoCall } from '../api/place-demo-call.ts';
import { PhoneInput } from './phone-input.tsx';
import type { PhoneInputValue } from './phone-input.tsx';

/**
 * The Call tab (SPEC §2): a phone number, a call type and 'Initiate a Call'. Without a voice
 * provider the button only alerts, as SPEC has it; with one configured (README) it also has the
 * provider dial the number, and the call arrives in Conversations through the calls webhook.
 */
export const CallSection = () => {
  const [phone, setPhone] = useState<PhoneInputValue>({ country: null, number: '' });
  const [callType, setCallType] = useState('');
  const provider = useVoiceProvider();
  const placeCall = usePlaceDemoCall();
  const canPlaceCalls = provider.data?.can_place_calls === true;
  // Placing a call writes (members and up); viewers see the form only.
  const canCall = useHasRole('member');

  const onInitiate = () => {
    console.info('Demo call type', callType);
    if (!canPlaceCalls) {
      window.alert('Call initiated');
      return;
    }
    if (phone.country === null) return void toast.error('Select country first');
    if (checkPhone(phone.country, phone.number) !== 'valid') return void toast.error('Invalid phone number for selected country.');
    if (callType === '') return void toast.error('Select a call type');
    placeCall.mutate(
      { country_code: phone.country.code, number: phone.number, call_type: callType },
      {
        onSuccess: () => window.alert('Call initiated'),
        onError: (error) => toast.error(errorMessage(error, 'Failed to initiate the call')),
      },
    );
  };

  return (
    <Card title="Call Section" description="Choose a number and a call type, then start the demo call.">
      <div className="flex max-w-md flex-col gap-4">
        <PhoneInput id="demo-call-phone" value={phone} onChange={setPhone} />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="demo-call-type">Call type</Label>
          <Select
            id="demo-call-type"
            value={callType}
            onValueChange={setCallType}
            // 'select' (value '') is the placeholder, listed first but not a choice.
            options={callTypes}
          />
        </div>
        <div>
          <Button onClick={onInitiate} disabled={placeCall.isPending || !canCall}>
            <PhoneOutgoing size={16} aria-hidden="true" />
            Initiate a Call
          </Button>
        </div>
        {!canCall ? <p className="text-xs text-gray-500">Only members and admins of this workspace place demo calls.</p> : null}
        {canPlaceCalls ? (
          <p className="text-xs text-muted-foreground">The voice provider dials the number; the call then appears in Conversations.</p>
        ) : null}
      </div>
    </Card>
  );
};
