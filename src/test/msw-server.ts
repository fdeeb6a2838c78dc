import { setupServer } from 'msw/node';

/** One msw server for every component test; each test adds its handlers with server.use(). */
export const server = setupServer();

/** The app's API base in tests (VITE_API_URL is empty, so same origin). */
export const api = (path: string) => `${window.location.origin}/api/${path}`;
