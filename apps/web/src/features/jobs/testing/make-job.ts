export { makeJob } from '../../../test/make-job.ts';
