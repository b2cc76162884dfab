// The formatter (`npm run format`; `npm run lint` checks it). Set to the style the code was written in,
// so that formatting the tree changed as little as it could: 150 columns changed 3,500 lines of it, 140
// 4,000, 120 8,200, 100 17,600 (the code's lines are long prose-like calls; 99 % of them fit in 150).
// Markdown is left as written (.prettierignore): prettier pads every table cell to its column's widest,
// which makes the docs' tables of long sentences unreadable as text.
/** @type {import('prettier').Config} */
export default {
  printWidth: 150,
  singleQuote: true,
  trailingComma: 'all',
  arrowParens: 'always',
};
