export { setUpScreenTests as setUpJobScreenTests } from '../../../test/set-up-screen-tests.ts';
