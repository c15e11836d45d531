import { configure } from '@testing-library/react';

// The web suites run beside the server's and the browser's on two cores: a screen that answers
// within 5 s answers (findBy* and waitFor wait up to 1 s otherwise, which a busy machine can miss).
configure({ asyncUtilTimeout: 5_000 });
