import { BriefcaseBusiness } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useRecruitingAgent } from '../../../lib/recruiting-agent.ts';
import { useHiringHome } from '../api/get-hiring-home.ts';
import { NeedsActionCards, ScreeningCallsCard, ThisWeekCard } from './hiring-home-lists.tsx';
import { OpenJobsCard } from './open-jobs-card.tsx';

type Props = { role: string; canCreate: boolean };

const DashboardSkeleton = () => (
  <div
    role="status"
    aria-label="Loading the hiring home"
    className="grid gap-4 lg:grid-cols-2"
    data-testid="home-loading"
  >
    {[0, 1, 2, 3].map((index) => (
      <div key={index} className="rounded-lg border border-gray-200 bg-white p-4">
        <Skeleton className="h-4 w-40" />
        {[0, 1, 2].map((row) => (
          <div key={row} className="mt-4 flex items-center justify-between gap-3">
            <Skeleton className="h-3 w-2/3" />
            <Skeleton className="h-3 w-12" />
          </div>
        ))}
      </div>
    ))}
  </div>
);

/**
 * The hiring home (#18 item 7): what needs action first, then open jobs, this week's interviews and
 * the recruiting agent's screening calls.
 */
export const HiringHomeDashboard = ({ role, canCreate }: Props) => {
  const home = useHiringHome();
  const agent = useRecruitingAgent();
  if (home.isError) {
    return (
      <ErrorState
        title="Failed to load the hiring home."
        message={errorMessage(home.error, 'Please try again.')}
        onRetry={() => void home.refetch()}
        isRetrying={home.isFetching}
        data-testid="home-error"
      />
    );
  }
  if (home.data === undefined) return <DashboardSkeleton />;
  const data = home.data;
  const isEmpty =
    data.open_jobs.items.length === 0 &&
    data.interviews_this_week.items.length === 0 &&
    data.screening_calls.items.length === 0 &&
    data.needs_action.shortlisted_without_interview.items.length === 0 &&
    data.needs_action.missing_scorecards.items.length === 0;
  if (isEmpty) {
    return (
      <EmptyState
        icon={BriefcaseBusiness}
        title="No open jobs yet"
        description={
          agent === null
            ? 'Open a job and its candidates and interviews gather here, with what needs your attention first.'
            : `Open a job and its candidates, interviews and ${agent.name}’s screening calls gather here, ` +
              'with what needs your attention first.'
        }
        action={
          canCreate ? (
            <ButtonLink to={`/${role}/create-job-description`} size="sm" data-testid="home-empty-action">
              Create a job description
            </ButtonLink>
          ) : undefined
        }
        className="py-10"
      />
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="home-dashboard">
      <NeedsActionCards role={role} actions={data.needs_action} />
      <OpenJobsCard role={role} jobs={data.open_jobs} />
      <div className="grid min-w-0 content-start gap-4">
        <ThisWeekCard role={role} interviews={data.interviews_this_week} />
        <ScreeningCallsCard role={role} calls={data.screening_calls} />
      </div>
    </div>
  );
};
