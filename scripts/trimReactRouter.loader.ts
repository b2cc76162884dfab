// A webpack loader for react-router's production build (webpack.config.ts applies it to that file
// only). Its components are made at the top level with `React.forwardRef(…)` / `React.memo(…)` and end
// with `Name.displayName = "Name";` (kept only for React DevTools): to a minifier both are side
// effects, which keep every component, and all it reaches, in the bundle whether the app uses it or not
// (Form, NavLink, framework-mode prefetching…). Marking the calls pure and dropping the display names
// lets tree shaking do its work: about 6 KB of minified code (2 KB gzipped) off the first bundle.
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
const COMPONENT = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|memo)\()/gm;

export default function trimReactRouter(source: string): string {
  return source.replace(DISPLAY_NAME, '').replace(COMPONENT, '$1/* @__PURE__ */ $2');
}
