// A candidate with everything they leave in a workspace, for the erasure tests: who they are, their
// résumé, what the search for their traces looks for, and the screening call the provider reports.

export type Person = { name: string; email: string; phone: string; national: string; callId: string };

export const zephyrine: Person = {
  name: 'Zephyrine Quillfeather',
  email: 'zephyrine.q@example.org',
  phone: '+14155550177',
  national: '4155550177',
  callId: 'call_zq',
};
export const bartholomew: Person = {
  name: 'Bartholomew Xanthopoulos',
  email: 'bart.xantho@example.org',
  phone: '+14155550188',
  national: '4155550188',
  callId: 'call_bx',
};

export const resumeOf = (person: Person) => `${person.name}
${person.email} | +1 ${person.national.slice(0, 3)} ${person.national.slice(3, 6)} ${person.national.slice(6)} | Austin, USA

Summary
Backend engineer with six years building services in Go.

Experience
Senior Software Engineer, Acme
Mar 2019 – Present
- Built backend services in production in Go and PostgreSQL

Skills
Go, PostgreSQL, Kubernetes
`;

export const needlesOf = (person: Person) => [
  person.name,
  ...person.name.split(' '),
  person.email,
  person.phone,
  person.national,
];

/** The screening call zara had with the person about their application, as the provider reports it. */
export const screeningCallOf = (person: Person, application: { candidate_id: string; application_id: string }) => {
  const [first] = person.name.split(' ');
  const start = Date.now() - 3_600_000;
  return {
    call_id: person.callId,
    call_type: 'phone_call',
    agent_id: 'zara',
    call_status: 'ended',
    direction: 'outbound',
    from_number: '+14155550100',
    to_number: person.phone,
    start_timestamp: start,
    end_timestamp: start + 300_000,
    duration_ms: 300_000,
    transcript:
      `Agent: Hello, am I speaking with ${person.name}?\n` +
      `User: Yes, this is ${first}. Call me back on ${person.phone} or mail ${person.email}.`,
    transcript_object: [
      { role: 'user', content: `Yes, this is ${first}.`, words: [{ word: first, start: 1.2, end: 1.6 }] },
    ],
    retell_llm_dynamic_variables: { candidate_name: person.name, job_title: 'Backend Engineer' },
    metadata: {
      call_type: 'zara_screening',
      candidate_id: application.candidate_id,
      application_id: application.application_id,
    },
    recording_url: `https://provider.example/recordings/${person.callId}.wav`,
    public_log_url: `https://provider.example/logs/${person.callId}.txt`,
    disconnection_reason: 'agent_hangup',
    call_analysis: {
      call_summary: `${first} has six years of Go and can start in May.`,
      user_sentiment: 'Positive',
      call_successful: true,
      custom_analysis_data: { answer_1: `${person.name} built payment services`, screening_score: 82 },
    },
  };
};
