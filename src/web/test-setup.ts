import { configure } from '@testing-library/react';

// Lazy pages load their chunk on first render; on a busy two-core CI machine that can take longer
// than Testing Library's 1 s default for findBy/waitFor. Waiting longer changes no outcome, only how
// long a real failure takes to be reported.
configure({ asyncUtilTimeout: 10_000 });
