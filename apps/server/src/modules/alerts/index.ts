// The alerts module's face to the rest of the server: counting refused webhook deliveries (the calls'
// webhooks), and the evaluator and webhook outbox its plugin runs.
export { recordWebhookFailure } from './alert-rules.service.ts';
export { createAlertEvaluator, type AlertEvaluator } from './alert-evaluation.ts';
export { createAlertWebhooks } from './alert-webhooks.ts';
