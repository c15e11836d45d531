/** Minimum password length for sign-up, change and reset (shown in the forms). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const passwordRuleText = `At least ${PASSWORD_MIN_LENGTH} characters.`;
