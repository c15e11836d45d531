import type { QaCriterionConfig, QaMeasureKey } from './qa-scorecards.ts';

// What usually fixes a failing criterion (issue #29, item 4), written for this product: the agent's
// settings named as the provider's agent record names them (SPEC §3, the Agent), the knowledge
// base and the post-call analysis as this product shows them. Short and specific: what to check
// first, then what to change, then how to tell that it worked.

export type QaFix = {
  /** One line: what is going wrong. */
  title: string;
  /** Two to four sentences: the usual causes and what to change. */
  advice: string;
  /** Where in the product, or in the agent's settings, the change is made. */
  where: string;
};

const measureFixes: Record<QaMeasureKey, QaFix> = {
  agent_talk_share: {
    title: 'The agent talks too much, or too little',
    advice:
      'A high share usually means long scripted answers: ask the prompt for one idea per turn and a question at the end of each. A low share with short calls often means the agent waits for the caller to lead; give it an opening that asks the first question. Compare the share by agent version after the change.',
    where: "The agent's prompt (response engine) with your voice provider",
  },
  interruptions_by_user: {
    title: 'Callers talk over the agent',
    advice:
      'Callers cut in when turns run long or repeat what they already know. Shorten the turns before the point where callers interrupt (the evidence shows the moment) and let the agent stop when the caller speaks: a higher interruption_sensitivity makes it yield sooner.',
    where: "The agent's settings with your voice provider: interruption_sensitivity; the agent's prompt",
  },
  interruptions_by_agent: {
    title: 'The agent talks over callers',
    advice:
      'The agent starts speaking before the caller has finished, usually on a pause mid-sentence. Lower responsiveness so it waits a little longer at the end of a turn, and keep backchannel words ("uh-huh") for listening rather than replying.',
    where: "The agent's settings with your voice provider: responsiveness, enable_backchannel, backchannel_frequency",
  },
  longest_silence_seconds: {
    title: 'Long silences in the call',
    advice:
      'Silence usually comes from a slow tool call or knowledge-base lookup, or from the caller not knowing it is their turn. Have the agent say what it is doing before a lookup ("Let me check that"), end its turns with a question, and set reminder_trigger_ms so it prompts a silent caller.',
    where:
      "The agent's settings with your voice provider: reminder_trigger_ms, reminder_max_count; the tools the agent calls",
  },
  dead_air_count: {
    title: 'Dead air',
    advice:
      'Several pauses over the threshold in one call point at a slow step the agent repeats: look at what precedes each pause in the evidence (a tool call, a transfer, a lookup). Announce the wait, speed up the tool, or prompt the caller with reminder_trigger_ms.',
    where: "The agent's settings with your voice provider: reminder_trigger_ms; the tools the agent calls",
  },
  response_latency_p50_ms: {
    title: 'The agent answers slowly',
    advice:
      "Typical replies are slow when the model or the voice is slow: a smaller model, a shorter prompt and fewer knowledge-base documents per answer help most. Compare the call's latency breakdown (LLM, TTS, knowledge base) on the call's details to see which part grew.",
    where: "The agent's response engine and voice model; Knowledge Base",
  },
  response_latency_max_ms: {
    title: 'Some replies take far too long',
    advice:
      'A single slow reply is usually a tool call or a knowledge-base lookup that waits on another system. Find the slowest reply in the evidence, see which tool ran before it, and give that tool a timeout and the agent a sentence to say while it waits.',
    where: 'The tools the agent calls; Knowledge Base',
  },
  early_hang_up: {
    title: 'Callers hang up right after the agent speaks',
    advice:
      'A hang-up seconds after an agent turn means that turn lost the caller: a wrong name, an unexpected price, a question asked twice, a robotic opening. Read the turn in the evidence; it is usually the same sentence across calls, and rewriting it in the prompt fixes most of them.',
    where: "The agent's prompt; its settings with your voice provider: begin_message_delay_ms for openings",
  },
  repeated_agent_turns: {
    title: 'The agent repeats itself',
    advice:
      'Repetition comes from a prompt that does not track what was already asked, or from the agent not hearing the answer. Tell the prompt to confirm and move on once an answer is given, and add the words callers use to boosted_keywords so the answer is transcribed.',
    where: "The agent's prompt; its settings with your voice provider: boosted_keywords",
  },
  sentiment_drop: {
    title: 'Callers become unhappy during the call',
    advice:
      'The evidence shows the caller turn where the mood changed; the agent turn just before it is the one to fix (a refusal without a reason, a question repeated, a transfer offered too late). Give the prompt a way to acknowledge the problem and a next step.',
    where: "The agent's prompt",
  },
  transfers_failed: {
    title: 'Transfers fail',
    advice:
      'A transfer that does not go through leaves the caller with nobody. Check the number the transfer tool dials and its hours, and give the agent a fallback (take a message, book a callback) for when the transfer fails.',
    where: "The agent's transfer tool with your voice provider",
  },
  tool_calls_failed: {
    title: 'Tool calls fail',
    advice:
      'The evidence names the tool and its error. Failures are usually a bad argument the agent extracted (a date, a number) or the tool being down: tighten the argument description in the tool definition, and tell the agent what to say when the tool fails.',
    where: "The agent's tools with your voice provider",
  },
  knowledge_base_used: {
    title: 'The knowledge base is not used, or used when it should not be',
    advice:
      'When answers should come from your documents but the knowledge base was not consulted, check that it is attached to the agent and holds the topic callers asked about. When it is used too much, answers slow down: narrow the documents to what the agent needs.',
    where: 'Knowledge Base',
  },
};

const mustSayFix: QaFix = {
  title: 'The agent leaves out something it must say',
  advice:
    "Required sentences (a recording disclosure, the agent's name, a closing question) belong in the prompt as fixed text at the right step, not as a guideline. Check the agent's opening or closing in the evidence and compare agent versions: a prompt edit often drops them.",
  where: "The agent's prompt",
};

const mustNotSayFix: QaFix = {
  title: 'Something was said that must never be said',
  advice:
    'When the agent says it, forbid it in the prompt in plain words and give it the sentence to say instead (the evidence quotes what was said). When the caller says it (an abusive word, "speak to a human"), the criterion is a signal to route or escalate those calls rather than a fault of the agent.',
  where: "The agent's prompt",
};

const outcomeFix: QaFix = {
  title: 'The call did not reach the outcome you expect',
  advice:
    "The post-call analysis decides this field from the transcript. Read the summary in the evidence: if the call did fail, the cause is usually in an earlier failed criterion of the same call; if the analysis misread a good call, refine the field's description in the agent's post-call analysis.",
  where: "The agent's post-call analysis settings; the call's Summary tab",
};

const questionFix: QaFix = {
  title: 'The language model judged the call against your question',
  advice:
    'The quote the answer rests on is the place to start. Answers about made-up or contradicting facts usually mean the knowledge base lacks the topic or holds two versions of it; correct the documents, then the prompt. Mark the result wrong when the model misjudged: criteria people often disagree with should be reworded.',
  where: "Knowledge Base; the agent's prompt",
};

/** What usually fixes a failing criterion of this kind (for measures, of this measure). */
export const qaFixFor = (config: QaCriterionConfig): QaFix => {
  switch (config.kind) {
    case 'measure':
      return measureFixes[config.measure];
    case 'phrase':
      return config.rule === 'must_say' ? mustSayFix : mustNotSayFix;
    case 'outcome':
      return outcomeFix;
    case 'question':
      return questionFix;
  }
};
