import { createAction } from '@reduxjs/toolkit';

// `baseApi.util.resetApiState()`, without loading RTK Query to make it: the session drops the API cache
// on sign-out from the first bundle, where RTK Query may not be loaded yet (then there is nothing to
// drop). A test checks the type against RTK Query's own.
export const RESET_API_STATE = 'api/resetApiState';
export const resetApiState = createAction(RESET_API_STATE);
