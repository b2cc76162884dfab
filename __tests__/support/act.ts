import { act } from '@testing-library/react';

/**
 * React's asynchronous act around `change`: act waits for what the change sets off (a promise settling, a
 * suspended page loading, a hydration) before the test goes on, which the synchronous act does not.
 */
export const actAsync = (change: () => unknown) => act(() => Promise.resolve(change()));
