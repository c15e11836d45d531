/** Minimum password length for sign-up, change and reset (shown in the forms). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const passwordRuleText = `At least ${PASSWORD_MIN_LENGTH} characters.`;

/** The local check behind the rule, for forms that do not load a schema library. */
export const passwordRuleError = (password: string): string | null =>
  password.length < PASSWORD_MIN_LENGTH
    ? `Password must be at least ${PASSWORD_MIN_LENGTH} characters`
    : password.length > PASSWORD_MAX_LENGTH
      ? `Password must be at most ${PASSWORD_MAX_LENGTH} characters`
      : null;
