export * from './api.ts';
export * from './paths.ts';
export * from './auth-rules.ts';
export * from './auth.ts';
export * from './agents.ts';
export * from './navigation.ts';
export * from './calls.ts';
export * from './call-format.ts';
