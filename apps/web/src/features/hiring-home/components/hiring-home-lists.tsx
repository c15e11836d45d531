import type { HiringHome } from '@agentdesk/shared';
import { plural } from '@agentdesk/shared/plural';
import { Badge } from '../../../components/ui/badge.tsx';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { candidateShortlistingHref, interviewHref } from '../../../lib/hiring-hrefs.ts';
import { useNow } from '../../../lib/use-now.ts';
import { HomeListCard, HomeListRow } from './home-list-card.tsx';

const DAY_MS = 86_400_000;

/** How long a candidate has waited, in whole days, with the exact time on hover. */
const WaitingFor = ({ since, now }: { since: number; now: number }) => {
  const days = Math.floor((now - since) / DAY_MS);
  return <span title={`Shortlisted ${formatDateTime(since)}`}>{days < 1 ? 'today' : plural(days, 'day')}</span>;
};

const timeOf = (at: number) => new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(at);

/** This week's interviews, soonest first. */
export const ThisWeekCard = ({ role, interviews }: { role: string; interviews: HiringHome['interviews_this_week'] }) => (
  <HomeListCard
    title="Interviews this week"
    description="Monday to Sunday"
    allHref={`/${role}/interview-scheduling`}
    allLabel="Calendar"
    emptyText="No interviews this week."
    more={interviews.more}
    data-testid="home-interviews"
  >
    {interviews.items.map((interview) => (
      <HomeListRow
        key={interview.id}
        to={interviewHref(role, interview)}
        title={interview.candidate_name}
        detail={`${interview.round_name} · ${interview.job_title}`}
        aside={interview.status === 'completed' ? 'Held' : timeOf(interview.starts_at)}
      />
    ))}
  </HomeListCard>
);

/** zara's latest screening calls with candidates, with their outcome. */
export const ScreeningCallsCard = ({ role, calls }: { role: string; calls: HiringHome['screening_calls'] }) => {
  const now = useNow();
  return (
    <HomeListCard
      title="Recent screening calls"
      description="zara's calls with candidates"
      allHref={`/${role}/conversations`}
      allLabel="All calls"
      emptyText="No screening calls yet. Ask zara to call a candidate from Candidate Shortlisting."
      more={calls.more}
      data-testid="home-screening-calls"
    >
      {calls.items.map((call) => (
        <HomeListRow
          key={call.call_id}
          to={`/${role}/conversations?call_id=${encodeURIComponent(call.call_id)}`}
          title={call.candidate_name}
          detail={call.job_title ?? call.summary ?? 'Screening call'}
          aside={
            <span className="flex flex-col items-end gap-0.5">
              <Badge tone={call.successful === true ? 'green' : call.successful === false ? 'red' : 'neutral'}>
                {call.successful === true ? 'Successful' : call.successful === false ? 'Unsuccessful' : 'No analysis'}
              </Badge>
              <RelativeTime at={call.started_at} now={now} />
            </span>
          }
        />
      ))}
    </HomeListCard>
  );
};

/** What is waiting on the recruiter: shortlisted candidates with no interview, interviews with no scorecard. */
export const NeedsActionCards = ({ role, actions }: { role: string; actions: HiringHome['needs_action'] }) => {
  const now = useNow();
  return (
    <>
      <HomeListCard
        title="Shortlisted, no interview"
        description="Longest waiting first"
        allHref={`/${role}/candidate-shortlisting?stage=shortlisted`}
        allLabel="All shortlisted"
        emptyText="Every shortlisted candidate has an interview booked."
        more={actions.shortlisted_without_interview.more}
        data-testid="home-shortlisted"
      >
        {actions.shortlisted_without_interview.items.map((item) => (
          <HomeListRow
            key={item.application_id}
            to={candidateShortlistingHref(role, item.job_id, item.application_id)}
            title={item.candidate_name}
            detail={item.job_title}
            aside={<WaitingFor since={item.since} now={now} />}
          />
        ))}
      </HomeListCard>
      <HomeListCard
        title="Scorecards missing"
        description="Interviews past with no scorecard"
        allHref={`/${role}/interview-scheduling`}
        allLabel="Calendar"
        emptyText="Every past interview has its scorecard."
        more={actions.missing_scorecards.more}
        data-testid="home-scorecards"
      >
        {actions.missing_scorecards.items.map((item) => (
          <HomeListRow
            key={item.id}
            to={interviewHref(role, item)}
            title={item.candidate_name}
            detail={`${item.round_name} · ${item.job_title}`}
            aside={<RelativeTime at={item.starts_at} now={now} />}
          />
        ))}
      </HomeListCard>
    </>
  );
};
