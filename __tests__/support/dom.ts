// Reading and quieting what jsdom does not do itself.

/** jsdom does not scroll: records the scrolling the shell does on every navigation. */
export const quietScrolling = () => {
  const scrolling = { scrollTo: jest.fn(), scrollIntoView: jest.fn() };
  window.scrollTo = scrolling.scrollTo;
  Element.prototype.scrollIntoView = scrolling.scrollIntoView;
  return scrolling;
};

/** The content of a <meta> in the document head. */
export const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;

// The top loading bar as painted (react-top-loading-bar keeps its styles in its own state, so what it
// paints can differ from what its state attribute says): read from the bar's own element.

/** A colour as the browser reports it: rgb(r, g, b). */
export const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

export const paintedBar = () => {
  const fill = document.querySelector<HTMLElement>('.top-loading-bar__fill');
  if (!fill) throw new Error('no loading bar');
  const style = getComputedStyle(fill);
  return { colour: style.backgroundColor, width: style.width, opacity: style.opacity };
};
