export * from './api.ts';
export * from './auth.ts';
export * from './agents.ts';
export * from './navigation.ts';
