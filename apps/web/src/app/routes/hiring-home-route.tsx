import { agentMenu } from '@agentdesk/shared/navigation';
import { ArrowRight, Bot, BriefcaseBusiness, CalendarClock, ChartColumn, FilePlus2, MessagesSquare, UserRoundCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageBody } from '../../components/ui/page-body.tsx';
import { JobCountsSummary } from '../../features/jobs/components/job-counts-summary.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useHasRole } from '../../lib/use-workspaces.ts';

const descriptions: Record<string, { icon: LucideIcon; text: string }> = {
  'job-listings': { icon: BriefcaseBusiness, text: 'Open roles and their applicants.' },
  'candidate-shortlisting': { icon: UserRoundCheck, text: 'Candidates scored against a job description.' },
  'interview-scheduling': { icon: CalendarClock, text: 'Interviews booked with shortlisted candidates.' },
  analytics: { icon: ChartColumn, text: 'How hiring is going, stage by stage.' },
  conversations: { icon: MessagesSquare, text: 'Screening and scheduling calls with candidates.' },
};

/** Home of the hiring assistant: where each part of the hiring area lives. */
export const HiringHomeRoute = () => {
  const { role = '' } = useParams();
  // Viewers read the hiring area; creating a job description is for members.
  const canCreate = useHasRole('member');
  const links = [
    ...agentMenu(role).slice(0, 1),
    ...(canCreate ? [{ id: 'create-job-description', label: 'Create Job Description', path: `/${role}/create-job-description` }] : []),
    ...agentMenu(role).slice(1),
  ];

  return (
    <>
      <PageHeader title="Hiring Assistant" icon={Bot} description="Write job descriptions, shortlist candidates and schedule interviews" />
      <PageBody>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {links.map((link) => {
            const Icon = descriptions[link.id]?.icon ?? FilePlus2;
            return (
              <li key={link.path}>
                <Link
                  to={link.path}
                  className="group flex h-full items-start gap-3 rounded-lg border border-gray-200 bg-white p-4 transition-colors hover:border-gray-300 hover:bg-gray-50"
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-brand-soft text-brand">
                    <Icon size={20} aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-1 text-sm font-medium text-gray-900">
                      {link.label}
                      <ArrowRight size={14} aria-hidden="true" className="text-gray-400 transition-transform group-hover:translate-x-0.5" />
                    </span>
                    <span className="mt-0.5 block text-[13px] text-gray-500">
                      {link.id === 'job-listings' ? (
                        <JobCountsSummary fallback={descriptions['job-listings']!.text} />
                      ) : (
                        (descriptions[link.id]?.text ?? 'Paste or upload a job description, or fill in the form.')
                      )}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </PageBody>
    </>
  );
};
