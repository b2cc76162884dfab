// A findBy… or waitFor tries its query on every change to the DOM and every 50 ms, and each miss
// printed the whole DOM into its error (testing-library's default getElementError), an error that
// waitFor drops unless it is the last one: 4 % of the page tests' processor time. A miss inside
// waitFor now says only what was not found; when waitFor gives up, it adds the DOM to its last miss
// itself (its onTimeout), as it did. A miss outside waitFor (a getBy… that fails) is as before.
import { getConfig } from '@testing-library/react';

/**
 * Whether testing-library is running a waitFor's callback: its own flag, which its role queries read
 * to leave out their list of roles there. Not in its types; queryErrors.test.tsx fails if it goes.
 */
export const inWaitFor = () => (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;

/** testing-library's getElementError, without the DOM inside a waitFor. */
export function quickInsideWaitFor(full: (message: string | null, container: Element) => Error) {
  return (message: string | null, container: Element) => {
    if (!inWaitFor()) return full(message, container);
    const error = new Error(message ?? '');
    // waitFor gives its last miss the caller's stack by this name.
    error.name = 'TestingLibraryElementError';
    return error;
  };
}
