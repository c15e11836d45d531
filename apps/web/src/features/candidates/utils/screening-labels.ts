import type { Screening } from '@agentdesk/shared';

/**
 * How the candidate's screening reads, the same in the header and the scores (#30 item 5): from the
 * outcome the call's analysis names, else from whether the call was successful. A callback is not a
 * screening: the candidate is not screened yet.
 */
export const screeningText = (screening: Screening | null): string => {
  if (screening === null) return 'Not screened yet';
  if (screening.status === 'requested') return 'Screening call under way';
  switch (screening.outcome) {
    case 'passed':
      return 'Screened · Passed';
    case 'declined':
      return 'Screened · Did not pass';
    case 'withdrew':
      return 'Screened · Withdrew';
    case 'callback':
      return 'Not screened yet · Callback requested';
    default:
      return screening.call_successful === true
        ? 'Screened · Successful'
        : screening.call_successful === false
          ? 'Screened · Unsuccessful'
          : 'Screened · No outcome given';
  }
};

/** The badge's tone for a screening: green passed, red declined or withdrew, else neutral. */
export const screeningTone = (screening: Screening | null): 'green' | 'red' | 'neutral' | 'blue' => {
  if (screening === null) return 'neutral';
  if (screening.status === 'requested') return 'blue';
  if (screening.outcome === 'passed' || (screening.outcome === null && screening.call_successful === true))
    return 'green';
  if (screening.outcome === 'declined' || screening.outcome === 'withdrew') return 'red';
  return 'neutral';
};
