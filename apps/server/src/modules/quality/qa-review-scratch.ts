// TEMPORARY stand-in for packages/shared/src/qa-review.ts (being written in parallel): removed before the final commit.
import {
  matchPhrase,
  findForbiddenPhrases,
  type CallMeasures,
  type ProviderCall,
  type QaCriterion,
  type QaCriterionResult,
  type QaMeasureKey,
} from '@agentdesk/shared';

export const isRuleCriterion = (c: QaCriterion): boolean => c.config.kind !== 'question';

export const qaMeasureValue = (m: CallMeasures, key: QaMeasureKey): number | null => {
  switch (key) {
    case 'agent_talk_share':
      return m.talk_share ? Math.round(m.talk_share.agent * 100) : null;
    case 'interruptions_by_user':
      return m.interruptions.filter((i) => i.by === 'user').length;
    case 'interruptions_by_agent':
      return m.interruptions.filter((i) => i.by === 'agent').length;
    case 'longest_silence_seconds':
      return m.longest_silence?.seconds ?? 0;
    case 'dead_air_count':
      return m.dead_air.length;
    default:
      return 0;
  }
};

const none = { turn_index: null, quote: null, at_seconds: null };

export const reviewCall = (
  call: ProviderCall,
  measures: CallMeasures,
  criteria: readonly QaCriterion[],
): QaCriterionResult[] =>
  criteria.map((c) => {
    const base = { criterion_id: c.id, label: c.label, kind: c.config.kind, weight: c.weight };
    const config = c.config;
    if (config.kind === 'measure') {
      const value = qaMeasureValue(measures, config.measure);
      if (value === null) return { ...base, outcome: 'not_applicable' as const, detail: 'n/a', evidence: none };
      const ok = config.comparator === 'at_most' ? value <= config.threshold : value >= config.threshold;
      const first = measures.interruptions.find(
        (i) => i.by === (config.measure === 'interruptions_by_user' ? 'user' : 'agent'),
      );
      const evidence =
        config.measure.startsWith('interruptions') && first
          ? { turn_index: first.turn_index, quote: first.quote, at_seconds: first.at_seconds }
          : none;
      return { ...base, outcome: ok ? ('passed' as const) : ('failed' as const), detail: `value ${value}`, evidence };
    }
    if (config.kind === 'phrase') {
      const criterion = { phrase: config.phrases, speaker: config.speaker, within: config.within, turns: config.turns };
      if (config.rule === 'must_say') {
        const m = matchPhrase(call.transcript_object, criterion);
        return {
          ...base,
          outcome: m.matched ? ('passed' as const) : ('failed' as const),
          detail: m.matched ? 'said' : 'not said',
          evidence: { turn_index: m.turn_index, quote: m.quote, at_seconds: m.at_seconds },
        };
      }
      const [f] = findForbiddenPhrases(call.transcript_object, criterion);
      return {
        ...base,
        outcome: f ? ('failed' as const) : ('passed' as const),
        detail: f ? 'said' : 'not said',
        evidence: f ? { turn_index: f.turn_index, quote: f.quote, at_seconds: f.at_seconds } : none,
      };
    }
    if (config.kind === 'outcome') {
      const analysis = (call.call_analysis ?? {}) as Record<string, unknown>;
      const value = config.field.startsWith('custom:')
        ? (analysis['custom_analysis_data'] as Record<string, unknown> | undefined)?.[config.field.slice(7)]
        : analysis[config.field];
      if (value === undefined || value === null)
        return { ...base, outcome: 'not_applicable' as const, detail: 'n/a', evidence: none };
      return {
        ...base,
        outcome: value === config.equals ? ('passed' as const) : ('failed' as const),
        detail: JSON.stringify(value),
        evidence: none,
      };
    }
    throw new Error('Questions are judged by the language model');
  });
