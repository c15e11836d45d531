import type { ProviderCall } from '@agentdesk/shared';
import { generateCalls } from './call-generator.ts';
import type { QaStoryCall } from './qa-story-calls.ts';

// The calls the generator's suites examine: generated once per suite file, at a fixed moment.
export const DAY_MS = 86_400_000;
export const now = Date.UTC(2026, 9, 15, 9, 30, 0);
export const options = { count: 1500, seed: 42, now, days: 60 };
/** The calls of the fixture that tell a quality-review story (qa-story-calls.ts). */
export const qaStories: QaStoryCall[] = [];
export const calls = generateCalls({ ...options, onQaStory: (story) => qaStories.push(story) });

export const turnsOf = (call: ProviderCall) => call.transcript_object ?? [];
