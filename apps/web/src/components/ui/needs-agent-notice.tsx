import { Bot } from 'lucide-react';
import { useHasRole } from '../../lib/use-workspaces.ts';
import { cn } from '../../lib/cn.ts';
import { ButtonLink } from './button-link.tsx';

type Props = {
  /** What waits for an agent, as a sentence's subject: 'Screening calls', 'Scheduling calls'. */
  what: string;
  className?: string;
};

/**
 * Where a call would be placed in a workspace without a recruiting agent: says that the calls need
 * one and where it is chosen (admins get the link; others are told who chooses it).
 */
export const NeedsAgentNotice = ({ what, className }: Props) => {
  const isAdmin = useHasRole('admin');
  return (
    <div
      data-testid="needs-agent"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-gray-200 bg-gray-50 px-3 py-2',
        className,
      )}
    >
      <p className="flex min-w-0 flex-1 basis-56 items-start gap-2 text-[13px] text-gray-700">
        <Bot size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-gray-500" />
        <span>
          {what} need a voice agent: the workspace’s recruiting agent makes them.{' '}
          {isAdmin ? null : 'An admin chooses it on the Agents page.'}
        </span>
      </p>
      {isAdmin ? (
        <ButtonLink to="/agents" variant="secondary" size="sm">
          Choose the recruiting agent
        </ButtonLink>
      ) : null}
    </div>
  );
};
