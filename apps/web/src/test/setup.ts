import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// The app's API client checks answers with this module, loaded with `import()` (api-client.ts).
// Loaded here first, that import resolves at once, also in tests on fake timers.
import '../shared/answer-check';

// CI runs web tests beside the server's (PGlite, ffmpeg) on two cores: lazy pages can take more
// than Testing Library's default second to appear. A wait that times out still fails the test.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
