import { workspaceLogoMessages, workspaceLogoTypes, type Workspace } from '@agentdesk/shared';
import { ImageUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useRemoveWorkspaceLogo, useSetWorkspaceLogo } from '../api/workspace-logo.ts';

type Props = {
  workspace: Workspace;
  /** Owners and admins change it; everyone else sees it. */
  canEdit: boolean;
};

const INPUT_ID = 'workspace-logo';

/** The logo in its fixed box, else the name's initial (as the booking page shows it). */
const LogoPreview = ({ workspace }: { workspace: Workspace }) =>
  workspace.logo_path !== null ? (
    <img
      src={workspace.logo_path}
      alt={workspace.name}
      width={64}
      height={64}
      className="size-16 shrink-0 rounded-lg border border-gray-200 bg-white object-contain"
      data-testid="workspace-logo-preview"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-brand text-2xl font-bold text-white"
    >
      {[...workspace.name.trim()][0]?.toUpperCase() ?? ''}
    </span>
  );

/**
 * The workspace's logo, which candidates see on their self-booking pages and the careers site:
 * owners and admins upload a PNG, JPEG or WebP image (the server tells the type by its bytes) or
 * remove it; the server's sentence shows when it refuses one.
 */
export const WorkspaceLogoField = ({ workspace, canEdit }: Props) => {
  const upload = useSetWorkspaceLogo();
  const remove = useRemoveWorkspaceLogo();
  const [serverError, setServerError] = useState<string | null>(null);
  const isPending = upload.isPending || remove.isPending;
  const hasLogo = workspace.logo_path !== null;

  const onFile = async (file: File | undefined) => {
    if (file === undefined) return;
    setServerError(null);
    try {
      await upload.mutateAsync(file);
      toast.success(workspaceLogoMessages.set);
    } catch (error) {
      setServerError(errorMessage(error, 'Failed to save the logo. Please try again.'));
    }
  };

  const onRemove = async () => {
    setServerError(null);
    try {
      await remove.mutateAsync();
      toast.success(workspaceLogoMessages.removed);
    } catch (error) {
      setServerError(errorMessage(error, 'Failed to remove the logo. Please try again.'));
    }
  };

  return (
    <div className="flex flex-col gap-3" data-testid="workspace-logo-field">
      <div className="flex flex-wrap items-center gap-4">
        <LogoPreview workspace={workspace} />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p id={`${INPUT_ID}-hint`} className="text-[13px] text-gray-500">
            {hasLogo ? 'Shown' : 'Not set: the initial is shown'} on candidates’ booking pages and the careers site.
            {canEdit ? ' PNG, JPEG or WebP, at most 512 KB; a square image fits best.' : ''}
          </p>
          {canEdit ? (
            <div className="flex flex-wrap items-center gap-2">
              <input
                id={INPUT_ID}
                type="file"
                accept={workspaceLogoTypes.join(',')}
                aria-describedby={`${INPUT_ID}-hint`}
                disabled={isPending}
                onChange={(event) => {
                  const [file] = [...(event.currentTarget.files ?? [])];
                  // Emptied, so the same file can be picked again after a refusal.
                  event.currentTarget.value = '';
                  void onFile(file);
                }}
                className="peer sr-only"
              />
              <label
                htmlFor={INPUT_ID}
                className={cn(
                  'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md border border-gray-300 bg-white px-2.5 text-[13px] font-medium text-gray-800 shadow-xs hover:bg-gray-50',
                  'peer-focus-visible:ring-2 peer-focus-visible:ring-brand peer-disabled:cursor-not-allowed peer-disabled:text-gray-400',
                )}
              >
                <ImageUp size={14} aria-hidden="true" />
                {upload.isPending ? 'Uploading...' : hasLogo ? 'Replace logo' : 'Upload logo'}
              </label>
              {hasLogo ? (
                <Button variant="ghost" size="sm" isLoading={remove.isPending} disabled={isPending} onClick={onRemove}>
                  {remove.isPending ? null : <Trash2 size={14} aria-hidden="true" />}
                  Remove logo
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      {serverError !== null ? <Alert>{serverError}</Alert> : null}
    </div>
  );
};
