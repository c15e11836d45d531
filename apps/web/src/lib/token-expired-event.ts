/** Window event broadcast when a request finds the stored session unusable (SPEC §4). */
export const TOKEN_EXPIRED_EVENT = 'tokenExpired';
