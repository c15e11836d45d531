/** Addresses in the hiring area of an agent (the /:role segment). */
export const jobListingsHref = (role: string) => `/${role}/job-listings`;
export const jobHref = (role: string, jobId: string) => `/${role}/job-listings/${encodeURIComponent(jobId)}`;
export const createJobHref = (role: string) => `/${role}/create-job-description`;
/** A job's page at its Applicants section. */
export const jobApplicantsHref = (role: string, jobId: string) => `${jobHref(role, jobId)}#applicants`;
