import { configure } from '@testing-library/react';

// The web suites run beside the server's and the browser's on two cores: a screen that answers
// within 15 s answers (findBy* and waitFor wait up to 1 s otherwise, which a busy machine can miss;
// under CI's full load, three jobs on two cores, a screen's 0.5 s can take ten times that).
configure({ asyncUtilTimeout: 15_000 });
