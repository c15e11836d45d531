/**
 * Query keys of the interviews feature: interviewers, each job's plan, the calendar's ranges, one
 * interview, a round's free slots, and the pickers' jobs and applications. Whatever books, moves,
 * cancels or scores an interview asks the ranges and the slots again.
 */
export const interviewsQueryKeys = {
  all: ['interviews'] as const,
  interviewers: ['interviews', 'interviewers'] as const,
  plan: (jobId: string) => ['interviews', 'plan', jobId] as const,
  ranges: ['interviews', 'range'] as const,
  range: (from: number, to: number) => ['interviews', 'range', from, to] as const,
  upcoming: ['interviews', 'range', 'upcoming'] as const,
  interview: (id: string) => ['interviews', 'detail', id] as const,
  slots: ['interviews', 'slots'] as const,
  slotsOf: (applicationId: string, roundId: string) => ['interviews', 'slots', applicationId, roundId] as const,
  // Under the jobs feature's lists, so whatever changes a job asks it again too.
  jobOptions: ['jobs', 'list', 'interview-job-options'] as const,
  applications: (jobId: string) => ['candidates', 'list', 'interview-applications', jobId] as const,
};
