import type { ProviderCall } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { generateCalls } from './call-generator.ts';
import { zaraCandidates } from './candidate-calls.ts';
import { appliedDaysAgo, currentStageOf, sampleCandidateByPhone, stageAt } from './candidates-sample.ts';
import { SAMPLE_CALL_COUNT } from './seed.ts';

// zara's sample calls, as the seed makes them, talk to the sample candidates: the person a call
// names is a candidate of the job it talks about, on their own number, at the stage the call belongs to.

const NOW = Date.UTC(2026, 10, 20, 12);
const DAY_MS = 86_400_000;
const calls = generateCalls({ count: SAMPLE_CALL_COUNT, seed: 1, now: NOW, days: 90 });
const zaraCalls = calls.filter((call) => call.agent_id === 'zara');

const customerNumber = (call: ProviderCall) => (call.direction === 'inbound' ? call.from_number : call.to_number) ?? '';
const candidateOf = (call: ProviderCall) => sampleCandidateByPhone(customerNumber(call));
const textOf = (call: ProviderCall) =>
  `${call.call_analysis?.call_summary ?? ''}\n${call.call_analysis?.detailed_call_summary ?? ''}\n${call.transcript ?? ''}`;

describe("zara's sample calls", () => {
  it('each talk to a sample candidate, on their number, by their name and address, about the job they applied for', () => {
    expect(zaraCalls.length).toBeGreaterThan(100);
    for (const call of zaraCalls) {
      const candidate = candidateOf(call);
      expect(candidate, `${call.call_id} ${customerNumber(call)}`).toBeDefined();
      expect(call.call_analysis?.custom_analysis_data?.name).toBe(candidate!.name);
      const text = textOf(call);
      for (const [, title] of text.matchAll(
        /the ([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)*) (?:role|position|process|application|interview)/g,
      ))
        expect(title, call.call_id).toBe(candidate!.jobTitle);
      const email = call.call_analysis?.email;
      if (email) expect(email).toBe(candidate!.email);
    }
    // Most of the candidates zara can call hear from her; each of them a few times, not dozens.
    const perCandidate = new Map<string, number>();
    for (const call of zaraCalls)
      perCandidate.set(candidateOf(call)!.name, (perCandidate.get(candidateOf(call)!.name) ?? 0) + 1);
    expect(perCandidate.size).toBeGreaterThan(zaraCandidates.length * 0.7);
    expect(Math.max(...perCandidate.values())).toBeLessThan(30);
  });

  it("come after the candidate applied, while they are at the stage the call belongs to, and end as the candidate's story goes on", () => {
    for (const call of zaraCalls) {
      const candidate = candidateOf(call)!;
      const daysAgo = (NOW - (call.start_timestamp ?? 0)) / DAY_MS;
      const stage = stageAt(candidate, daysAgo);
      const now = currentStageOf(candidate);
      const label = `${call.call_id} ${candidate.name} ${daysAgo.toFixed(1)} days ago at ${stage}`;
      expect(daysAgo, label).toBeLessThan(appliedDaysAgo(candidate));
      const isScheduling =
        (call.metadata as { call_type?: string } | undefined)?.call_type === 'zara_interview_scheduling';
      // A screening call is made in Screening (placing one moves a candidate there), a scheduling call in Interview.
      expect(stage, label).toBe(isScheduling ? 'interview' : 'screening');
      const summary = call.call_analysis?.call_summary ?? '';
      // A passed screening led to an interview; a candidate still in Screening has had callbacks only.
      if (/passed the screening|agreed to be considered/.test(summary))
        expect(
          candidate.stages.some(([reached]) => reached === 'interview'),
          label,
        ).toBe(true);
      if (!isScheduling && now.stage === 'screening')
        expect(
          (call.call_analysis?.custom_analysis_data as { screening_outcome?: string } | undefined)?.screening_outcome ??
            'callback',
          label,
        ).toBe('callback');
      if (/accepted another offer/.test(summary))
        expect(now, label).toEqual({ stage: 'rejected', reason: expect.stringMatching(/^No longer looking/) });
      if (/declined to continue/.test(summary))
        expect(now, label).toEqual({ stage: 'rejected', reason: expect.stringMatching(/^Salary expectation/) });
      if (/no interview was booked/.test(summary))
        expect(now, label).toEqual({ stage: 'rejected', reason: expect.stringMatching(/^Withdrew/) });
      if (call.call_analysis?.appointment_booked)
        expect(['interview', 'offer', 'hired', 'rejected'], label).toContain(now.stage);
    }
    const summaries = zaraCalls.map((call) => call.call_analysis?.call_summary ?? '');
    for (const outcome of [
      /passed the screening/,
      /asked for a call back/,
      /is booked for/,
      /accepted another offer/,
      /declined to continue/,
    ]) {
      expect(
        summaries.some((summary) => outcome.test(summary)),
        String(outcome),
      ).toBe(true);
    }
  });

  it("leave every other agent's calls to anyone but the sample candidates", () => {
    for (const call of calls.filter((other) => other.agent_id !== 'zara'))
      expect(candidateOf(call), call.call_id).toBeUndefined();
  });
});
