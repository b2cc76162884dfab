// Each route's page, by its key in the route table (src/lib/routes.ts): the one place a page is named.
// Each is imported lazily only (lint refuses a static import here): each page is a chunk of its own,
// named after its key by the build (scripts/routeTable.ts), and the app's first code carries none.
// Type-checked complete: a route without its page, or a share page whose module lacks its server
// loader (or, if its entry says so, its structured data), does not compile.
import type { ComponentType } from 'react';
import type { RouteKey, Routes } from '../lib/routes';
import type { ShareHeadStyle, ShareLoad, ShareStructuredData } from './store';

/** A page: its component is the module's default export. */
export type PageModule = { default: ComponentType };

/**
 * A page the production server renders also starts, on the server, the queries its first render shows
 * (on the request's store) and says how its own item went; and it may describe its item as schema.org
 * structured data, from that store once loaded, and have CSS of its own for its head (headStyle).
 */
type SharePageModule = PageModule & { load: ShareLoad; structuredData?: ShareStructuredData; headStyle?: ShareHeadStyle };

/** What a route's page module must export, from what its entry says. */
type ModuleOf<R> = R extends { kind: 'page' }
  ? PageModule
  : SharePageModule & (R extends { structuredData: true } ? { structuredData: ShareStructuredData } : unknown);

export type PageLoaders = { [K in RouteKey]: () => Promise<ModuleOf<Routes[K]>> };

export const pages: PageLoaders = {
  home: () => import('../pages/Landing/LandingPage'),
  notFound: () => import('../pages/NotFound/NotFoundPage'),
  login: () => import('../pages/Login/LoginPage'),
  terms: () => import('../pages/Terms/TermsPage'),
  privacy: () => import('../pages/Privacy/PrivacyPage'),
  reportViolation: () => import('../pages/ReportViolation/ReportViolationPage'),
  deleteAccount: () => import('../pages/DeleteAccount/DeleteAccountPage'),
  facebookLoginQuestion: () => import('../pages/FacebookLoginQuestion/FacebookLoginQuestionPage'),
  transactionHistory: () => import('../pages/TransactionHistory/TransactionHistoryPage'),
  articlesTrending: () => import('../pages/ArticlesTrending/ArticlesTrendingPage'),
  lookback2022: () => import('../pages/Lookback2022/Lookback2022Page'),
  bankTransferGuide: () => import('../pages/BankTransferGuide/BankTransferGuidePage'),
  recording: () => import('../pages/Recording/RecordingPage'),
  room: () => import('../pages/Room/RoomPage'),
  recharge: () => import('../pages/Recharge/RechargePage'),
  topUp: () => import('../pages/TopUp/TopUpPage'),
  rechargeBank: () => import('../pages/RechargeBank/RechargeBankPage'),
  rechargeBankId: () => import('../pages/RechargeBankId/RechargeBankIdPage'),
  transfer: () => import('../pages/Transfer/TransferPage'),
  event: () => import('../pages/Event/EventPage'),
  embedRecording: () => import('../pages/Embed/EmbedRecordingPage'),
  uploadVideo: () => import('../pages/UploadVideo/UploadVideoPage'),
  uploadYoutube: () => import('../pages/UploadYoutube/UploadYoutubePage'),
};
