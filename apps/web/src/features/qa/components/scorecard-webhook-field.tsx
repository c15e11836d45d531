import { TextField } from '../../../components/ui/text-field.tsx';
import { useHasRole } from '../../../lib/use-workspaces.ts';

type Props = {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** The saved scorecard's signing secret (admins see it; null for others or without a webhook). */
  secret: string | null;
};

/**
 * The scorecard's call_reviewed webhook (#29 item 6): each completed review is POSTed there, signed
 * with the secret shown here to admins. Only admins set it (it sends the calls' evidence out).
 */
export const ScorecardWebhookField = ({ value, onChange, error, secret }: Props) => {
  const isAdmin = useHasRole('admin');
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <TextField
        id="scorecard-webhook"
        label="Review webhook (optional)"
        autoComplete="off"
        placeholder="https://hooks.example.com/reviews"
        hint={
          isAdmin
            ? 'Each completed review is sent here as call_reviewed, signed like alert webhooks.'
            : 'Only an admin can set or change the review webhook.'
        }
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={!isAdmin}
        error={error}
      />
      {isAdmin && secret !== null ? (
        <p className="text-[12px] break-all text-gray-600">
          Signing secret: <code className="font-mono text-gray-800">{secret}</code>
        </p>
      ) : null}
    </div>
  );
};
