// Where a count could be parted from its unit at a line's end (issue 36), for the specs that walk pages
// and their states (phone-walk.spec.ts, tap-targets-states.spec.ts).
import type { Page } from '@playwright/test';
import { COUNT_UNITS } from '../src/lib/counts';

/** Each "count unit" of the page's shown text that a line could break inside, with its context. */
export const breakableCounts = (page: Page) =>
  page.evaluate(
    (units) => {
      const pattern = new RegExp(
        `[+−-]?\\d+(?:[.,]\\d+)*(?:[–-]\\d+(?:[.,]\\d+)*)?\\s+(?:${units.map((unit) => unit.replace(/ /g, '\\s+')).join('|')})(?![\\p{L}\\p{M}\\d])`,
        'gu',
      );
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, noscript, template') || !parent.checkVisibility()) continue;
        // A run of text nodes side by side is one text (React writes `{count} kim cương` as two).
        if (node.previousSibling?.nodeType === Node.TEXT_NODE) continue;
        let text = '';
        for (let run: Node | null = node; run?.nodeType === Node.TEXT_NODE; run = run.nextSibling) text += run.textContent ?? '';
        const style = getComputedStyle(parent);
        if (style.whiteSpace === 'nowrap' || style.whiteSpace === 'pre' || style.textWrapMode === 'nowrap') continue;
        for (const match of text.matchAll(pattern)) {
          // A breaking space: any white space but the non-breaking ones.
          if (/[^\S\u00a0\u202f]/.test(match[0]))
            found.push(`“${match[0]}” in “${text.slice(Math.max(0, match.index - 30), match.index + 40).trim()}”`);
        }
      }
      return found;
    },
    COUNT_UNITS as readonly string[],
  );
