import { baseApi } from '../../api/baseApi';
import type { ReportBody, ReportResult } from '../../api/contract';
import type { Confirmed } from '../../api/apiHelpers';

export const reportViolationApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    reportContent: build.mutation<ReportResult, Confirmed<ReportBody>>({
      query: ({ body, idempotencyKey }) => ({
        url: '/users/report-content',
        method: 'POST',
        body,
        idempotencyKey,
        auth: true,
      }),
    }),
  }),
});

export const { useReportContentMutation } = reportViolationApi;
