import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Test files share a module graph (`isolate: false`): the testing library registers its own
// automatic cleanup only in the first file that imports it, so every file registers it here.
// What a test rendered without the testing library (a script-tag mount, a frame page's view) is
// emptied too, so the next file in the worker starts from an empty page whatever ran before it.
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

// A whole-site render's first page imports its chunk cold, and on a busy two-core machine that can
// take longer than the library's default second of waiting for what a viewer would see.
configure({ asyncUtilTimeout: 5_000 });
