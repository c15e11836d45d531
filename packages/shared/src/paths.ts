/** API paths, relative to the API base (`/api` on the same origin by default). */
export const apiPaths = {
  health: '/healthz',
  signup: '/user/signup',
  login: '/user/login',
  logout: '/user/logout',
  passwordChange: '/user/password-change',
  user: '/user',
  resetPassword: '/user/reset-password/',
  resetPasswordConfirm: '/user/reset-password/confirm',
  agents: '/agents',
  agent: (id: string) => `/agents/${encodeURIComponent(id)}`,
} as const;
