import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The sandbox API inside jest (and any Node process that wants it without an HTTP server). */
export const server = setupServer(...handlers);
