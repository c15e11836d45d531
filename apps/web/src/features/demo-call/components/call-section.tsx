import { callTypes } from '@agentdesk/shared/phone';
import { PhoneOutgoing } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { PhoneInput } from './phone-input.tsx';
import type { PhoneInputValue } from './phone-input.tsx';

// Radix Select has no empty value: 'none' stands for the 'select' choice ('').
const NONE = 'none';

const callTypeOptions = callTypes.map((type) => ({ label: type.label, value: type.value === '' ? NONE : type.value }));

/**
 * The Call tab (SPEC §2): a phone number, a call type and 'Initiate a Call'. The button stays
 * enabled whatever the number, as SPEC has it only show an alert; the validity line says the rest.
 */
export const CallSection = () => {
  const [phone, setPhone] = useState<PhoneInputValue>({ country: null, number: '' });
  const [callType, setCallType] = useState('');

  const onInitiate = () => {
    // SPEC §2: no request is made; the call type is only logged.
    console.info('Demo call type', callType);
    window.alert('Call initiated');
  };

  return (
    <Card title="Call Section" description="Choose a number and a call type, then start the demo call.">
      <div className="flex max-w-md flex-col gap-4">
        <PhoneInput id="demo-call-phone" value={phone} onChange={setPhone} />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="demo-call-type">Call type</Label>
          <Select
            id="demo-call-type"
            value={callType === '' ? NONE : callType}
            onValueChange={(next) => setCallType(next === NONE ? '' : next)}
            options={callTypeOptions}
          />
        </div>
        <div>
          <Button onClick={onInitiate}>
            <PhoneOutgoing size={16} aria-hidden="true" />
            Initiate a Call
          </Button>
        </div>
      </div>
    </Card>
  );
};
