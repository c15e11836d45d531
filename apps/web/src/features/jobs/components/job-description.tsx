import type { Job } from '@agentdesk/shared';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';

type Props = { job: Job };

const Nothing = ({ children }: { children: ReactNode }) => <p className="text-[13px] text-gray-500">{children}</p>;

const ItemList = ({ items, testId, empty }: { items: string[]; testId: string; empty: string }) =>
  items.length === 0 ? (
    <Nothing>{empty}</Nothing>
  ) : (
    <ul data-testid={testId} className="flex list-disc flex-col gap-1.5 pl-5 text-sm leading-relaxed text-gray-800 marker:text-gray-400">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );

/** What the job is: its summary, responsibilities, requirements and skills. */
export const JobDescription = ({ job }: Props) => (
  <div className="flex min-w-0 flex-col gap-4">
    <Card title="Summary">
      {job.summary === '' ? (
        <Nothing>No summary yet.</Nothing>
      ) : (
        <p data-testid="job-summary" className="text-sm leading-relaxed break-words whitespace-pre-line text-gray-800">
          {job.summary}
        </p>
      )}
    </Card>
    <Card title="Responsibilities">
      <ItemList items={job.responsibilities} testId="job-responsibilities" empty="No responsibilities listed yet." />
    </Card>
    <Card title="Requirements">
      <ItemList items={job.requirements} testId="job-requirements" empty="No requirements listed yet." />
    </Card>
    <Card title="Skills">
      {job.skills.length === 0 ? (
        <Nothing>No skills listed yet.</Nothing>
      ) : (
        <ul data-testid="job-skills" className="flex flex-wrap gap-1.5">
          {job.skills.map((skill) => (
            <li key={skill}>
              <Badge className="h-6 px-2.5 text-xs">{skill}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  </div>
);
