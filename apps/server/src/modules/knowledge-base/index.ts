// The knowledge-base module's face to the rest of the server: passages to draw on (the call detail's
// AI-assist, #26).
export { findPassages } from './knowledge-base-passages.ts';
