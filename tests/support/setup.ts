import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { installConsoleGuard } from './console';

// Registered first so its check runs last (after hooks run in reverse): output of the unmount counts too.
installConsoleGuard();
afterEach(() => cleanup());
