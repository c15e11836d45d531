import type { Interview } from '@agentdesk/shared';
import { CalendarClock, CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { DESKTOP_MEDIA_QUERY } from '../../../lib/desktop-media-query.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useNow } from '../../../lib/use-now.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';
import { useHasRole } from '../../../lib/use-workspaces.ts';
import { useInterviewers } from '../api/list-interviewers.ts';
import { interviewsQueryKeys } from '../api/interviews-query-keys.ts';
import { useSchedulingParams } from '../hooks/use-scheduling-params.ts';
import { todayIn } from '../utils/calendar-view.ts';
import { BookInterviewDialog } from './book-interview-dialog.tsx';

/** Where a booking starts from: the job and the candidate chosen ('' for none). */
type BookingChoices = { jobId: string; applicationId: string };
import { CalendarPane } from './calendar-pane.tsx';
import { InterviewDetailDialog } from './interview-detail-dialog.tsx';
import { InterviewersPanel } from './interviewers-panel.tsx';
import { PlansPanel } from './plans-panel.tsx';
import { UpcomingList } from './upcoming-list.tsx';

/**
 * Interview Scheduling (SPEC §2, #18): the calendar of interviews by week or by day (a column per
 * interviewer, their hours in the viewer's zone), the upcoming list (a phone's first view), the
 * interviewers and each job's plan; booking from free slots, moving, cancelling and scorecards.
 */
export const InterviewSchedulingScreen = () => {
  const zone = userTimeZone() ?? 'UTC';
  const now = useNow();
  const today = todayIn(zone, now);
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const params = useSchedulingParams({ today, defaultTab: isDesktop ? 'calendar' : 'upcoming' });
  const interviewers = useInterviewers();
  const canWrite = useHasRole('member');
  // The booking open (with the choices it starts from), and the one waiting for a job's plan.
  const [booking, setBooking] = useState<BookingChoices | null>(null);
  const [waiting, setWaiting] = useState<BookingChoices | null>(null);
  const client = useQueryClient();
  const people = interviewers.data ?? [];

  const open = (interview: Interview) => {
    client.setQueryData(
      interviewsQueryKeys.interview(interview.interview_id),
      (known: Interview | undefined) => known ?? interview,
    );
    params.open(interview.interview_id);
  };
  const bookButton = canWrite ? (
    <Button
      size="sm"
      onClick={() => setBooking({ jobId: params.jobId, applicationId: '' })}
      data-testid="book-interview-button"
    >
      <CalendarPlus size={14} aria-hidden="true" />
      Book interview
    </Button>
  ) : undefined;

  return (
    <>
      <PageHeader
        title="Interview Scheduling"
        icon={CalendarClock}
        description="Panels booked across time zones, from each interviewer’s own hours"
        actions={bookButton}
      />
      <div className="mx-auto w-full max-w-[96rem] min-w-0 px-4 py-4 sm:px-6">
        <Tabs
          aria-label="Interview scheduling"
          value={params.tab}
          onValueChange={params.setTab}
          listClassName="px-0"
          contentClassName="pt-4"
          tabs={[
            {
              value: 'calendar',
              label: 'Calendar',
              content: (
                <CalendarPane
                  params={params}
                  interviewers={people}
                  zone={zone}
                  today={today}
                  now={now}
                  isDesktop={isDesktop}
                  onOpen={open}
                />
              ),
            },
            {
              value: 'upcoming',
              label: 'Upcoming',
              content: <UpcomingList zone={zone} now={now} onOpen={open} action={bookButton} />,
            },
            {
              value: 'interviewers',
              label: 'Interviewers',
              content: <InterviewersPanel list={interviewers} canWrite={canWrite} now={now} />,
            },
            {
              value: 'plans',
              label: 'Plans',
              content: (
                <PlansPanel
                  jobId={params.jobId}
                  onJobChange={(jobId) => params.setFilter('job', jobId)}
                  interviewers={people}
                  canWrite={canWrite}
                  waitingBooking={waiting !== null && waiting.jobId === params.jobId}
                  onBackToBooking={() => {
                    setBooking(waiting);
                    setWaiting(null);
                  }}
                />
              ),
            },
          ]}
        />
      </div>
      {params.openId === '' ? null : (
        <InterviewDetailDialog
          key={params.openId}
          id={params.openId}
          initial={client.getQueryData(interviewsQueryKeys.interview(params.openId))}
          interviewers={people}
          zone={zone}
          now={now}
          canWrite={canWrite}
          onClose={params.close}
        />
      )}
      {/* Mounted while open, so its candidates and slots are asked for afresh each time. */}
      {booking !== null ? (
        <BookInterviewDialog
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setBooking(null);
          }}
          interviewers={people}
          zone={zone}
          jobId={booking.jobId}
          applicationId={booking.applicationId}
          onEditPlan={(choices) => {
            setBooking(null);
            setWaiting(choices);
            params.setFilter('job', choices.jobId);
            params.setTab('plans');
          }}
        />
      ) : null}
    </>
  );
};
