import { putChatHookBodySchema, type ChatHookSettings } from '@agentdesk/shared';
import { Eye, EyeOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useChatHook } from '../api/get-chat-hook.ts';
import { useRemoveChatHook } from '../api/remove-chat-hook.ts';
import { useSaveChatHook } from '../api/save-chat-hook.ts';

const sourceText: Record<ChatHookSettings['source'], string> = {
  workspace: 'Replies are sent to this workspace’s own hook.',
  environment:
    'Replies are sent to the server’s chat hook (CHAT_OUTBOUND_URL), which an operator set. ' +
    'Set one of the workspace’s own to send them elsewhere.',
  none: 'No chat hook yet: replies to chats stay in AgentDesk, undelivered. Set one to send them to your relay.',
};

/** The hook's signing secret: hidden on the page until shown (the settings carry it), copyable. */
const ChatHookSecret = ({ secret }: { secret: string }) => {
  const [isShown, setIsShown] = useState(false);
  return (
    <CopyField
      id="chat-hook-secret"
      label="Signing secret"
      value={isShown ? secret : `${secret.slice(0, 6)}${'•'.repeat(16)}`}
      copyLabel="Copy signing secret"
      description="Each reply is signed with it, as the webhooks above are; your relay checks the signature with it."
    >
      <Button variant="secondary" size="sm" onClick={() => setIsShown(!isShown)}>
        {isShown ? <EyeOff size={14} aria-hidden="true" /> : <Eye size={14} aria-hidden="true" />}
        {isShown ? 'Hide' : 'Show'}
      </Button>
    </CopyField>
  );
};

/** Sets the workspace's own hook (remount with a `key` per saved URL). */
const ChatHookForm = ({ url }: { url: string }) => {
  const save = useSaveChatHook();
  const { registerField, handleSubmit, formState } = useSchemaForm(putChatHookBodySchema, { url });
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async ({ url: next }) => {
    setServerError(null);
    try {
      await save.mutateAsync(next);
      toast.success('Chat hook saved');
    } catch (error) {
      setServerError(errorMessage(error, 'Failed to save the chat hook. Please try again.'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <fieldset disabled={save.isPending} className="flex flex-col gap-3">
        <TextField
          id="chat-hook-url"
          label="Chat hook URL"
          type="url"
          placeholder="https://relay.example.com/agentdesk"
          autoComplete="off"
          error={formState.errors.url?.message}
          {...registerField('url')}
        />
        {serverError !== null ? <Alert>{serverError}</Alert> : null}
        <div>
          <Button type="submit" size="sm" isLoading={save.isPending} disabled={!formState.isDirty}>
            {save.isPending ? 'Saving...' : 'Save chat hook'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
};

const RemoveChatHook = () => {
  const remove = useRemoveChatHook();
  return (
    <ConfirmButton
      label="Remove chat hook"
      icon={Trash2}
      isPending={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(undefined, {
          onSuccess: () => {
            close();
            toast.success('Chat hook removed');
          },
          onError: (error) => toast.error(errorMessage(error, 'Failed to remove the chat hook. Please try again.')),
        })
      }
      dialog={{
        title: 'Remove the chat hook?',
        description:
          'Replies to chats will no longer go to this hook; replies waiting for it will fail. ' +
          'You can set a hook again at any time, with a new signing secret.',
        confirmLabel: 'Remove',
      }}
    />
  );
};

/** Where replies to WhatsApp and LinkedIn chats go: the workspace's own hook, or the server's. */
export const ChatHookCard = () => {
  const hook = useChatHook();
  return (
    <Card
      title="Chat hook"
      description="Where replies to WhatsApp and LinkedIn chats are sent, as signed JSON, for your relay to deliver."
    >
      {hook.isPending ? (
        <div role="status" aria-label="Loading the chat hook" className="flex flex-col gap-3">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : hook.isError ? (
        <ErrorState
          title="Failed to load the chat hook."
          message={errorMessage(hook.error, 'Please try again.')}
          onRetry={() => void hook.refetch()}
          isRetrying={hook.isFetching}
          className="py-6"
        />
      ) : (
        <div className="flex flex-col gap-4">
          <p data-testid="chat-hook-source" className="text-[13px] leading-relaxed text-gray-600">
            {sourceText[hook.data.source]}
            {hook.data.source === 'environment' && hook.data.url !== null ? ` It is ${hook.data.url}.` : ''}
          </p>
          <ChatHookForm
            key={hook.data.source === 'workspace' ? (hook.data.url ?? '') : ''}
            url={hook.data.source === 'workspace' ? (hook.data.url ?? '') : ''}
          />
          {hook.data.source === 'workspace' && hook.data.signing_secret !== null ? (
            <ChatHookSecret secret={hook.data.signing_secret} />
          ) : null}
          {hook.data.source === 'workspace' ? (
            <div className="border-t border-gray-200 pt-4">
              <RemoveChatHook />
            </div>
          ) : null}
        </div>
      )}
    </Card>
  );
};
