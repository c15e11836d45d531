import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/error-message.ts';
import { useRevealSigningKey } from '../../lib/use-integrations.ts';
import { Button } from './button.tsx';
import { CopyField } from './copy-field.tsx';

type Props = {
  id: string;
  /** The key's last characters (GET /workspaces/current/integrations): tells keys apart while hidden. */
  hint: string;
};

/** How a hidden key reads: its prefix, dots, and its last characters. */
export const maskedSigningKey = (hint: string) => `whsec_${'•'.repeat(16)}${hint}`;

/**
 * The workspace's webhook signing key (admins): hidden until asked for, then shown with a copy
 * button until hidden again. The server records each reveal in the audit log. Give it a `key` of
 * the hint, so that a rotation hides the key it revealed.
 */
export const SigningKeyField = ({ id, hint }: Props) => {
  const reveal = useRevealSigningKey();
  const [signingKey, setSigningKey] = useState<string | null>(null);

  const onReveal = () =>
    reveal.mutate(undefined, {
      onSuccess: setSigningKey,
      onError: (error) => toast.error(errorMessage(error, 'Could not reveal the signing key. Please try again.')),
    });

  if (signingKey === null) {
    return (
      <CopyField
        id={id}
        label="Signing key"
        value={maskedSigningKey(hint)}
        description="Hidden. Each reveal is recorded in the workspace's audit log."
      >
        <Button variant="secondary" size="sm" isLoading={reveal.isPending} onClick={onReveal}>
          {reveal.isPending ? null : <Eye size={14} aria-hidden="true" />}
          Reveal
        </Button>
      </CopyField>
    );
  }
  return (
    <CopyField
      id={id}
      label="Signing key"
      value={signingKey}
      copyLabel="Copy signing key"
      description="Use it as the webhook secret in your provider's settings."
    >
      <Button variant="secondary" size="sm" onClick={() => setSigningKey(null)}>
        <EyeOff size={14} aria-hidden="true" />
        Hide
      </Button>
    </CopyField>
  );
};
