import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
// The app's API client checks answers with this module, loaded with `import()` (api-client.ts).
// Loaded here first, that import resolves at once, also in tests on fake timers.
import '../shared/answer-check';

// CI runs web tests beside the server's (PGlite, ffmpeg) on two cores: lazy pages can take more
// than Testing Library's default second to appear. A wait that times out still fails the test.
configure({ asyncUtilTimeout: 5_000 });

// Times show in the viewer's zone (shared/format/time-zone.ts), by default the device's, which
// differs from machine to machine. The tests were written for China time: each starts with the
// viewer's choice set to it (stored as the settings panel stores it); zone tests set their own.
beforeEach(() => {
  localStorage.setItem('timeZone', 'Asia/Shanghai');
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
