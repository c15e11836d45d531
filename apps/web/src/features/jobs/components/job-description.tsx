import type { Job } from '@agentdesk/shared';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';

type Props = {
  job: Pick<Job, 'summary' | 'responsibilities' | 'requirements' | 'nice_to_have' | 'benefits' | 'skills'>;
};

const Nothing = ({ children }: { children: ReactNode }) => <p className="text-[13px] text-gray-500">{children}</p>;

const ItemList = ({ items, testId, empty }: { items: string[]; testId: string; empty: string }) =>
  items.length === 0 ? (
    <Nothing>{empty}</Nothing>
  ) : (
    <ul
      data-testid={testId}
      className="flex list-disc flex-col gap-1.5 pl-5 text-sm leading-relaxed break-words text-gray-800 marker:text-gray-400"
    >
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );

const SubHeading = ({ children }: { children: ReactNode }) => (
  <h3 className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">{children}</h3>
);

/** What the job is: its summary, responsibilities, must-have and nice-to-have requirements, skills and benefits. */
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
      {job.nice_to_have.length === 0 ? (
        <ItemList items={job.requirements} testId="job-requirements" empty="No requirements listed yet." />
      ) : (
        <div className="flex flex-col gap-4">
          <section>
            <SubHeading>Must have</SubHeading>
            <ItemList items={job.requirements} testId="job-requirements" empty="None listed." />
          </section>
          <section>
            <SubHeading>Nice to have</SubHeading>
            <ItemList items={job.nice_to_have} testId="job-nice-to-have" empty="" />
          </section>
        </div>
      )}
    </Card>
    <Card title="Skills">
      {job.skills.length === 0 ? (
        <Nothing>No skills listed yet.</Nothing>
      ) : (
        <ul data-testid="job-skills" className="flex flex-wrap gap-1.5">
          {job.skills.map((skill) => (
            <li key={skill} className="min-w-0">
              <Badge className="h-auto min-h-6 px-2.5 py-0.5 text-xs whitespace-normal">{skill}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
    <Card title="Benefits">
      <ItemList items={job.benefits} testId="job-benefits" empty="No benefits listed yet." />
    </Card>
  </div>
);
