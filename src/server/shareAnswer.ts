// The share page middleware: a page people share (src/server/shareRender.ts), rendered per request and
// written into its template as one answer, { status, headers, html }. When the API is slow or down, or
// the render fails, the answer is the app shell (the browser renders the page as it would without this
// server), which no cache in front keeps.
import type { NextFunction, Request, Response } from 'express';
import { SERVER_STATE_ID } from '../api/serverState';
import { sendHtml, type HtmlAnswer } from './answers';
import { shareCacheHeaders, UNCACHEABLE } from './cacheHeaders';
import { styleHashes } from './csp';
import { styleElement, writeDocument } from './document';
import { observeShareRender, secondsSince, type ShareRenderOutcome } from './metrics';
import { isPageRequest, shellAnswer, type PageSite } from './appPages';
import { matchSharePage, renderShare, type SharePage } from './shareRender';

/**
 * The answer for `pathname`, the share page `share` names: the page rendered with its data (200, or 404
 * for an item that is not there), its headers (the CSP of its document, framable or not, and its route's
 * caching), or the app shell when it cannot be (logged). Never throws.
 */
export async function shareAnswer(site: PageSite, share: { page: SharePage; param: string }, pathname: string): Promise<HtmlAnswer> {
  const started = performance.now();
  let outcome: ShareRenderOutcome = 'shell_fallback';
  try {
    const result = await renderShare(share.page, share.param, pathname);
    if (result.kind === 'page') {
      const { head, body } = result.rendered;
      const { style } = result;
      const html = writeDocument(site.build.templates.get(share.page.key)!, {
        path: pathname,
        head,
        body,
        style,
        structuredData: result.structuredData,
        state: { id: SERVER_STATE_ID, value: result.state },
      });
      const answer: HtmlAnswer = {
        status: result.status,
        headers: {
          // Its CSP allows its own inline styles alone: its template's (hashed at start), any its
          // markup adds, and its own CSS. (The state and the structured data are JSON with every `<`
          // escaped: no <style>.)
          ...site.headers.forPage(
            [...site.build.templateStyles.get(share.page.key)!, ...styleHashes(head + body + (style === undefined ? '' : styleElement(style)))],
            { frameable: share.page.frameable },
          ),
          // A standalone page that could not get its data is kept by no cache.
          ...(result.keep === false ? UNCACHEABLE : shareCacheHeaders(share.page.cache, result.status)),
        },
        html,
      };
      outcome = result.keep === false ? 'shell_fallback' : result.status === 200 ? 'rendered' : 'not_found';
      return answer;
    }
    site.log(`${pathname}: the API was ${result.reason === 'timeout' ? 'too slow' : 'not usable'}, sent the app shell`);
  } catch (error) {
    site.log(`${pathname}: rendering failed, sent the app shell`, error);
  } finally {
    observeShareRender(share.page.path, outcome, secondsSince(started));
  }
  return shellAnswer(site);
}

/** The share page middleware: answers a GET of a share page's path, passes anything else on. */
export const sharePageRoute = (site: PageSite) => async (req: Request, res: Response, next: NextFunction) => {
  const share = isPageRequest(req) ? matchSharePage(req.path) : undefined;
  if (!share) return next();
  sendHtml(res, site.headers, await shareAnswer(site, share, req.path));
};
