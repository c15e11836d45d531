import type { HiringHome } from '@agentdesk/shared';
import { plural } from '@agentdesk/shared/plural';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { NeedsAgentNotice } from '../../../components/ui/needs-agent-notice.tsx';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { candidateShortlistingHref, interviewHref } from '../../../lib/hiring-hrefs.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useRecruitingAgent } from '../../../lib/recruiting-agent.ts';
import { HomeListCard, HomeListRow } from './home-list-card.tsx';

const DAY_MS = 86_400_000;

/** How long a candidate has waited, in whole days, with the exact time on hover. */
const WaitingFor = ({ since, now }: { since: number; now: number }) => {
  const days = Math.floor((now - since) / DAY_MS);
  return <span title={`Shortlisted ${formatDateTime(since)}`}>{days < 1 ? 'today' : plural(days, 'day')}</span>;
};

const timeOf = (at: number) =>
  new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(at);

const interviewPlurals = new Intl.PluralRules('en-US');
/** '1 interview', '7 interviews'. */
const interviewsText = (count: number) =>
  `${count.toLocaleString('en-US')} ${interviewPlurals.select(count) === 'one' ? 'interview' : 'interviews'}`;

/** What an interview of the week shows beside it: held, missed, or when. */
const asideOf = (interview: HiringHome['interviews_this_week']['items'][number]) =>
  interview.status === 'completed' ? 'Held' : interview.status === 'no_show' ? 'No-show' : timeOf(interview.starts_at);

/** This week's interviews, soonest first, and how many (as the recruiting analytics count this week). */
export const ThisWeekCard = ({
  role,
  interviews,
}: {
  role: string;
  interviews: HiringHome['interviews_this_week'];
}) => (
  <HomeListCard
    title="Interviews this week"
    description={`Monday to Sunday · ${interviewsText(interviews.total)}`}
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
        aside={asideOf(interview)}
      />
    ))}
  </HomeListCard>
);

/**
 * The recruiting agent's latest screening calls with candidates, with their outcome; without a
 * recruiting agent, that the calls need one.
 */
export const ScreeningCallsCard = ({ role, calls }: { role: string; calls: HiringHome['screening_calls'] }) => {
  const now = useNow();
  const agent = useRecruitingAgent();
  const agentName = agent?.name ?? 'the recruiting agent';
  if (agent === null && calls.items.length === 0) {
    return (
      <Card title="Recent screening calls" description="Calls with candidates">
        <NeedsAgentNotice what="Screening calls" />
      </Card>
    );
  }
  return (
    <HomeListCard
      title="Recent screening calls"
      description={agent === null ? 'Calls with candidates' : `${agent.name}’s calls with candidates`}
      allHref={`/${role}/conversations`}
      allLabel="All calls"
      emptyText={`No screening calls yet. Ask ${agentName} to call a candidate from Candidate Shortlisting.`}
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
