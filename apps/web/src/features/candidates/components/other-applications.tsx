import type { CandidateFitDetail } from '@agentdesk/shared';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { candidateShortlistingHref } from '../../../lib/hiring-hrefs.ts';
import { StageBadge } from './stage-badge.tsx';

type Props = { applications: CandidateFitDetail['other_applications']; role: string };

/** The candidate's applications to the workspace's other jobs, each opening that job's list with them open. */
export const OtherApplications = ({ applications, role }: Props) =>
  applications.length === 0 ? null : (
    <Card title="Other applications">
      <ul data-testid="other-applications" className="divide-y divide-gray-100">
        {applications.map((application) => (
          <li
            key={application.application_id}
            className="flex items-center gap-3 py-2 text-[13px] first:pt-0 last:pb-0"
          >
            <Link
              to={candidateShortlistingHref(role, application.job_id, application.application_id)}
              className="min-w-0 flex-1 truncate font-medium text-brand hover:underline"
            >
              {application.job_title}
            </Link>
            <StageBadge stage={application.stage} />
            <span className="w-14 text-right text-xs text-gray-600 tabular-nums">
              {application.score === null ? '—' : `${application.score} / 100`}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
