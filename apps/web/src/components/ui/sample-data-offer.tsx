import { DatabaseZap } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useLoadSampleData } from '../../lib/load-sample-data.ts';
import { useHasRole, useWorkspaces } from '../../lib/use-workspaces.ts';
import { Button } from './button.tsx';

type Props = {
  /** Where the connection steps are, for pages that do not show them themselves. */
  connectHref?: string;
  className?: string;
};

/**
 * In a brand-new, empty workspace: where to connect the voice agent (when `connectHref` is given)
 * and, for admins and the owner, the sample data set to look around. Nothing once it holds data.
 */
export const SampleDataOffer = ({ connectHref, className }: Props) => {
  const workspaces = useWorkspaces();
  const isAdmin = useHasRole('admin');
  const load = useLoadSampleData();

  if (workspaces.data?.is_empty !== true || (!isAdmin && connectHref === undefined)) return null;
  return (
    <div data-testid="sample-data-offer" className={cn('flex flex-col items-center gap-2 text-center', className)}>
      {connectHref !== undefined ? (
        <p className="max-w-md text-[13px] text-gray-500">
          This workspace is new. Calls, chats and mail arrive once your voice agent is connected:{' '}
          <Link to={connectHref} className="font-medium text-brand underline-offset-4 hover:underline">
            how to connect it
          </Link>
          .
        </p>
      ) : null}
      {isAdmin ? (
        <>
          <p className="max-w-md text-[13px] text-gray-500">
            Just looking around? Fill this empty workspace with sample calls, inbox conversations, knowledge bases and
            jobs.
          </p>
          <Button variant="secondary" size="sm" onClick={() => load.mutate()} isLoading={load.isPending}>
            {load.isPending ? null : <DatabaseZap size={14} aria-hidden="true" />}
            {load.isPending ? 'Loading sample data...' : 'Load sample data'}
          </Button>
          {load.isPending ? (
            <p role="status" className="text-xs text-gray-500">
              This takes a few seconds.
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
};
