import { baseApi } from '../../api/baseApi';
import type { GoogleLoginBody, LoginResult } from '../../api/contract';
import type { Confirmed } from '../../api/apiHelpers';
import { signedIn } from './authSlice';

export const authApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Trades Google's sign-in result, sent as Google returned it, for our own session token. */
    login: build.mutation<LoginResult, Confirmed<GoogleLoginBody>>({
      // A queryFn rather than onQueryStarted: the token must be in the store before anyone sees the
      // login settle, or a page that navigates on success would fetch the owner without a token.
      async queryFn({ body, idempotencyKey }, api, _extra, baseQuery) {
        const result = await baseQuery({ url: '/auth/web/login', method: 'POST', body, idempotencyKey });
        if (result.error) return { error: result.error };
        const data = result.data as LoginResult;
        api.dispatch(signedIn({ token: data.token, expiresAt: data.expires_at }));
        // Whatever an earlier session cached belongs to someone else.
        api.dispatch(baseApi.util.invalidateTags(['Owner', 'Transactions', 'Lookback']));
        return { data };
      },
    }),
  }),
});
