import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Test files share a module graph (`isolate: false`): the testing library registers its own
// automatic cleanup only in the first file that imports it, so every file registers it here.
afterEach(cleanup);
