/**
 * Error bodies the API client has already shown as a toast (400 and 500), so a form that
 * also shows the message inline does not toast it a second time.
 */
export const toastedErrors = new WeakSet<object>();
