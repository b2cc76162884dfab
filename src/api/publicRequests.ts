import type { RequestArgs } from './request';

// The public GETs a shared link's page starts with, built in one place: the endpoints use them, and the
// entry (src/api/earlyRequests.ts) sends the same request before the app's code has arrived.

export const recordingRequest = (uid: string): RequestArgs => ({
  url: `/recordings/detail-by-uid/${encodeURIComponent(uid)}`,
  params: { is_platform: 3 },
});

export const roomRequest = (uid: string): RequestArgs => ({
  url: `/rooms/detail/${encodeURIComponent(uid)}`,
  params: { is_uid: 1 },
});

export const eventRequest = (slug: string): RequestArgs => ({ url: `/events/detail/${encodeURIComponent(slug)}` });

export const userByUidRequest = (uid: string): RequestArgs => ({
  url: `/users/uid/${encodeURIComponent(uid)}`,
  params: { is_platform: 3 },
});
