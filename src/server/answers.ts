// How the server's own answers are sent: an HTML page as a whole ({ status, headers, html }: a share
// page, the not-found page, the app shell), or a short text (a refusal, a file that is not there).
import type { Response } from 'express';
import { replaceSiteHeaders, type SiteHeaders } from './headers';

/** An HTML page's answer: its status, every header of it (the site's as the page has them, its caching), its HTML. */
export interface HtmlAnswer {
  status: number;
  headers: Record<string, string>;
  html: string;
}

export function sendHtml(res: Response, site: SiteHeaders, answer: HtmlAnswer) {
  res.status(answer.status);
  replaceSiteHeaders(res, site, answer.headers);
  res.type('html').send(answer.html);
}

/** A short text answer (no page: a refusal, a missing file), which no cache keeps as the last word. */
export const sendText = (res: Response, status: number, text: string) =>
  void res.status(status).setHeader('Cache-Control', 'no-cache').type('text').send(text);

/** A file (or any path under a file-like prefix) that is not there. */
export const sendFileNotFound = (res: Response) => sendText(res, 404, 'Not found');
