/** Where a job's Back link returns: the list's query (status, search) and its history state (the page). */
export type ListReturn = { search: string; state: unknown };

/** The history state a job's page is opened with. */
export type JobPageState = { listReturn?: ListReturn };

export const readListReturn = (state: unknown): ListReturn | undefined => (state as JobPageState | null)?.listReturn;
