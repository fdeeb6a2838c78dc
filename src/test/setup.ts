import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './msw-server';
import { refreshSession } from '../lib/session';

// CI machines are shared and slow: a screen may take more than the default second to settle.
configure({ asyncUtilTimeout: 4000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  refreshSession();
});
afterAll(() => server.close());
