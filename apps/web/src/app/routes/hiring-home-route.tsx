import { agentMenu } from '@agentdesk/shared/navigation';
import {
  Bot,
  BriefcaseBusiness,
  CalendarClock,
  ChartColumn,
  FilePlus2,
  MessagesSquare,
  UserRoundCheck,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageBody } from '../../components/ui/page-body.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { JobCountsSummary } from '../../features/jobs/components/job-counts-summary.tsx';
import { HiringHomeDashboard } from '../../features/hiring-home/components/hiring-home-dashboard.tsx';
import { useHasRole } from '../../lib/use-workspaces.ts';

const icons: Record<string, LucideIcon> = {
  'job-listings': BriefcaseBusiness,
  'candidate-shortlisting': UserRoundCheck,
  'interview-scheduling': CalendarClock,
  analytics: ChartColumn,
  conversations: MessagesSquare,
};

/** Home of the hiring assistant: the parts of the hiring area, then what needs action and how hiring is going. */
export const HiringHomeRoute = () => {
  const { role = '' } = useParams();
  // Viewers read the hiring area; creating a job description is for members.
  const canCreate = useHasRole('member');
  const links = [
    ...agentMenu(role).slice(0, 1),
    ...(canCreate
      ? [{ id: 'create-job-description', label: 'Create Job Description', path: `/${role}/create-job-description` }]
      : []),
    ...agentMenu(role).slice(1),
  ];

  return (
    <>
      <PageHeader
        title="Hiring Assistant"
        icon={Bot}
        description="Write job descriptions, shortlist candidates and schedule interviews"
      />
      <PageBody className="flex flex-col gap-4">
        <nav aria-label="Hiring area">
          {/* One scrolling row on a phone, wrapped from the small breakpoint up. */}
          <ul className="-mb-1 flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible">
            {links.map((link) => {
              const Icon = icons[link.id] ?? FilePlus2;
              return (
                <li key={link.path} className="shrink-0">
                  <Link
                    to={link.path}
                    className="inline-flex h-8 items-center gap-1.5 rounded-md border border-gray-200 bg-white px-2.5 text-[13px] font-medium text-gray-800 transition-colors hover:border-gray-300 hover:bg-gray-50"
                  >
                    <Icon size={14} aria-hidden="true" className="text-brand" />
                    {link.label}
                    {link.id === 'job-listings' ? (
                      <span className="font-normal text-gray-500 tabular-nums">
                        <JobCountsSummary fallback="" />
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <HiringHomeDashboard role={role} canCreate={canCreate} />
      </PageBody>
    </>
  );
};
