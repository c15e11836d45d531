// The calls module's face to the rest of the server: reading one call (the inbox shows a voice
// call's detail), storing calls from elsewhere (the sample data, tests of other modules), placing
// a call through the voice provider (zara's screening calls) and forgetting an erased candidate's.
export { getCall } from './calls.service.ts';
export { ingestCallEvent } from './call-ingest.ts';
export { importCalls } from './import-calls.ts';
export { callWebhook } from './webhooks.routes.ts';
export { createPhoneCall, voiceProviderOf, type VoiceAccounts } from './voice-provider.ts';
export { forgetCalls, type CallsChoice } from './call-erasure.ts';
export { MEASURES_VERSION, markOutdatedMeasures, measureWaitingCalls } from './call-measures.ts';
