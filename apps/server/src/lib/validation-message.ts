type ValidationIssue = { message?: string; params?: { issue?: { message?: string } } };

/**
 * The sentence of a request's first validation issue, alone (no field path): for routes
 * validated with `attachValidation` whose screens show the server's sentence as it is.
 */
export const firstIssueMessage = (error: { validation?: ValidationIssue[]; message: string }): string => {
  const issue = error.validation?.[0];
  return issue?.params?.issue?.message ?? issue?.message ?? error.message;
};
