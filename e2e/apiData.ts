import type { APIRequestContext } from '@playwright/test';
import type { RequestArgs } from '../src/api/requests';
import { expect } from './fixtures';

/** What the API answers to one of the app's public GETs (src/api/requests.ts), through the server. */
export const apiData = async <T>(request: APIRequestContext, { url, params = {} }: RequestArgs): Promise<T> => {
  const query = new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  const response = await request.get(`/v1${url}?${query.toString()}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
};
