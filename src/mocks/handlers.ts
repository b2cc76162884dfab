import { assetHandlers } from './handlers/assets';
import { authHandlers } from './handlers/auth';
import { diamondHandlers } from './handlers/diamonds';
import { eventHandlers } from './handlers/events';
import { giftHandlers } from './handlers/gifts';
import { lookbackHandlers } from './handlers/lookback';
import { recordingHandlers } from './handlers/recordings';
import { reportHandlers } from './handlers/reports';
import { roomHandlers } from './handlers/rooms';
import { songHandlers } from './handlers/songs';
import { userHandlers } from './handlers/users';

/** Every call of CONTRACT.md plus the placeholder media, shared by jest, the dev server and the preview. */
export const handlers = [
  ...recordingHandlers,
  ...giftHandlers,
  ...authHandlers,
  ...userHandlers,
  ...diamondHandlers,
  ...songHandlers,
  ...reportHandlers,
  ...lookbackHandlers,
  ...roomHandlers,
  ...eventHandlers,
  ...assetHandlers,
];
