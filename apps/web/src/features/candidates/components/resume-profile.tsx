import type { CandidateFitDetail, ParsedResume } from '@agentdesk/shared';
import { formatPhone } from '@agentdesk/shared/phone';
import { FileDown, Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { formatFileSize } from '../../../lib/format-kilobytes.ts';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useDownloadCandidateResume } from '../api/download-candidate-files.ts';
import { educationPeriod, jobPeriod, linkHref, linkText, yearsText } from '../utils/resume-text.ts';

type Props = { detail: CandidateFitDetail };

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="border-t border-gray-100 pt-3">
    <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-gray-500 uppercase">{title}</h3>
    {children}
  </section>
);

const Contact = ({ profile }: { profile: ParsedResume }) => (
  <ul aria-label="Contact" className="flex flex-wrap gap-x-4 gap-y-1 text-[13px] text-gray-700">
    {profile.email !== null ? (
      <li className="flex min-w-0 items-center gap-1.5">
        <Mail size={14} aria-hidden="true" className="shrink-0 text-gray-400" />
        <a href={`mailto:${profile.email}`} className="break-all text-brand hover:underline">
          {profile.email}
        </a>
      </li>
    ) : null}
    {profile.phone !== null ? (
      <li className="flex items-center gap-1.5">
        <Phone size={14} aria-hidden="true" className="shrink-0 text-gray-400" />
        <a href={`tel:${profile.phone}`} className="tabular-nums hover:text-gray-900">
          {formatPhone(profile.phone)}
        </a>
      </li>
    ) : null}
    {profile.location !== '' ? (
      <li className="flex items-center gap-1.5">
        <MapPin size={14} aria-hidden="true" className="shrink-0 text-gray-400" />
        {profile.location}
      </li>
    ) : null}
    {profile.links.map((link) => (
      <li key={link} className="flex min-w-0 items-center gap-1.5">
        <Globe size={14} aria-hidden="true" className="shrink-0 text-gray-400" />
        <a
          href={linkHref(link)}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all text-brand hover:underline"
        >
          {linkText(link)}
        </a>
      </li>
    ))}
  </ul>
);

const WorkHistory = ({ jobs }: { jobs: ParsedResume['work_history'] }) => (
  <ol className="flex flex-col gap-2.5">
    {jobs.map((job, index) => (
      <li key={`${job.company}-${job.title}-${index}`} className="text-[13px]">
        <p className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-medium break-words text-gray-900">
            {job.title}
            {job.company !== '' ? <span className="font-normal text-gray-600"> · {job.company}</span> : null}
          </span>
          <span className="text-xs text-gray-500 tabular-nums">{jobPeriod(job)}</span>
        </p>
        {job.description.length > 0 ? (
          <ul className="mt-1 list-disc pl-4 text-xs text-gray-600 marker:text-gray-300">
            {job.description.map((line, lineIndex) => (
              <li key={lineIndex} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        ) : null}
      </li>
    ))}
  </ol>
);

/** What the résumé says, read into its parts: contact, experience, skills, work, education; the file, and the text as read. */
export const ResumeProfile = ({ detail }: Props) => {
  const { profile, resume } = detail;
  const download = useDownloadCandidateResume();
  const downloadButton =
    resume === null ? undefined : (
      <Button
        variant="secondary"
        size="sm"
        isLoading={download.isPending}
        onClick={() => download.mutate(detail, { onError: toastFailure })}
      >
        {download.isPending ? null : <FileDown size={14} aria-hidden="true" />}
        <span className="sr-only">Download the </span>
        Résumé
        <span className="text-gray-500 tabular-nums">{formatFileSize(resume.bytes)}</span>
        <span className="sr-only"> ({resume.filename})</span>
      </Button>
    );

  return (
    <Card title="Résumé" description={resume?.filename} actions={downloadButton}>
      {profile === null ? (
        <p className="text-[13px] text-gray-500">
          {detail.fit_status === 'pending' ? 'The résumé is being read.' : 'Nothing could be read from the résumé.'}
        </p>
      ) : (
        <div data-testid="resume-profile" className="flex flex-col gap-3">
          <Contact profile={profile} />
          {profile.summary !== '' ? (
            <p className="text-[13px] leading-relaxed text-gray-700">{profile.summary}</p>
          ) : null}
          {profile.years_of_experience !== null || profile.skills.length > 0 ? (
            <Section
              title={
                profile.years_of_experience === null
                  ? 'Skills'
                  : `Skills · ${yearsText(profile.years_of_experience)} of experience`
              }
            >
              <ul className="flex flex-wrap gap-1.5">
                {profile.skills.map((skill) => (
                  <li
                    key={skill}
                    className="rounded-full border border-gray-200 bg-gray-50 px-2 py-0.5 text-xs text-gray-700"
                  >
                    {skill}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          {profile.work_history.length > 0 ? (
            <Section title="Work history">
              <WorkHistory jobs={profile.work_history} />
            </Section>
          ) : null}
          {profile.education.length > 0 ? (
            <Section title="Education">
              <ul className="flex flex-col gap-1 text-[13px]">
                {profile.education.map((school, index) => (
                  <li
                    key={`${school.institution}-${index}`}
                    className="flex flex-wrap items-baseline justify-between gap-x-3"
                  >
                    <span className="break-words text-gray-900">
                      {school.degree}
                      {school.institution !== '' ? (
                        <span className="text-gray-600"> · {school.institution}</span>
                      ) : null}
                    </span>
                    <span className="text-xs text-gray-500 tabular-nums">{educationPeriod(school)}</span>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </div>
      )}
      {detail.resume_text !== null && detail.resume_text !== '' ? (
        <details className="group mt-3 border-t border-gray-100 pt-3">
          <summary className="cursor-pointer text-[13px] font-medium text-gray-700 hover:text-gray-900">
            The résumé's text, as read
          </summary>
          <ScrollRegion label="The résumé's text" className="mt-2 max-h-80 rounded-md bg-gray-50 p-3">
            <pre
              data-testid="resume-text"
              className="font-sans text-xs leading-relaxed break-words whitespace-pre-wrap text-gray-700"
            >
              {detail.resume_text}
            </pre>
          </ScrollRegion>
        </details>
      ) : null}
    </Card>
  );
};
