/** The provider's common disconnection reasons, with readable labels. */
export const knownDisconnectionReasons: Record<string, string> = {
  user_hangup: 'User hung up',
  agent_hangup: 'Agent hung up',
  call_transfer: 'Transferred',
  voicemail_reached: 'Voicemail reached',
  inactivity: 'Inactivity',
  max_duration_reached: 'Max duration reached',
  dial_no_answer: 'No answer',
  dial_busy: 'Line busy',
  dial_failed: 'Dial failed',
  concurrency_limit_reached: 'Concurrency limit reached',
  error_llm_websocket_open: 'LLM connection error',
  error_unknown: 'Unknown error',
};

/** A readable label for any reason: the known label, else the snake_case value spelled out. */
export const disconnectionReasonLabel = (reason: string): string => {
  const known = knownDisconnectionReasons[reason];
  if (known !== undefined) return known;
  const spaced = reason.replace(/_/g, ' ').trim();
  return spaced === '' ? 'Unknown' : spaced.charAt(0).toUpperCase() + spaced.slice(1);
};
