import { CalendarClock } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageBody } from '../../components/ui/page-body.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

export const InterviewSchedulingRoute = () => (
  <>
    <PageHeader title="Interview Scheduling" icon={CalendarClock} description="Interviewers, interview settings and booked interviews" />
    <PageBody>
      <EmptyState
        icon={CalendarClock}
        title="No interviews scheduled"
        description="Interviews your hiring agent books with shortlisted candidates will appear here, with the interviewer and time."
      />
    </PageBody>
  </>
);
