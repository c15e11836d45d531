/// <reference types="vite/client" />

// Declaration merging with Vite's own types needs `interface` here.
interface ImportMetaEnv {
  /** Base of the AgentDesk API; same-origin `/api` when unset. */
  readonly VITE_API_BASE?: string;
}
