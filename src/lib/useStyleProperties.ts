// Styles a component computes at run time, set through the CSSOM (element.style) once it is on the
// page, never written as a `style` attribute: the CSP (deploy/nginx.conf) allows no inline style
// attribute, and the HTML the server and the prerendering write carries none. A layout effect runs
// before the browser paints what the client rendered, so nothing is ever seen without these styles;
// only server HTML shows them late (after hydration), so whatever decides a first paint's size or
// colour belongs in a stylesheet (a class) instead.
import { useLayoutEffect, useRef, type CSSProperties, type RefObject } from 'react';

type StyleValue = string | number | null | undefined;
/** React's style object, custom properties (`--name`) included. */
export type StyleProperties = CSSProperties & { [custom: `--${string}`]: StyleValue };

// The properties whose numbers have no unit (React's list, the ones this app can meet).
const UNITLESS = new Set([
  'animationIterationCount',
  'aspectRatio',
  'columnCount',
  'flex',
  'flexGrow',
  'flexShrink',
  'fontWeight',
  'gridColumn',
  'gridRow',
  'lineClamp',
  'lineHeight',
  'opacity',
  'order',
  'orphans',
  'scale',
  'tabSize',
  'widows',
  'zIndex',
  'zoom',
]);

/** `borderRadius` → `border-radius`, `WebkitLineClamp` → `-webkit-line-clamp`; custom properties as they are. */
const cssPropertyName = (key: string) =>
  key.startsWith('--') ? key : key.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`).replace(/^ms-/, '-ms-');

/** A value as React writes it: a number is pixels unless the property has no unit (or is custom). */
const cssPropertyValue = (key: string, value: string | number) =>
  typeof value === 'number' && value !== 0 && !key.startsWith('--') && !UNITLESS.has(key) ? `${value}px` : String(value);

/**
 * Applies `style` to the element the returned ref is given, through the CSSOM, and keeps it in step:
 * a property that is no longer in `style` is removed.
 */
export function useStyleProperties<T extends HTMLElement>(style: StyleProperties): RefObject<T | null> {
  const ref = useRef<T>(null);
  const applied = useRef<string[]>([]);
  // One string for the effect's dependency: a new object with the same values changes nothing.
  const declarations = JSON.stringify(
    Object.entries(style)
      .filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number')
      .map(([key, value]) => [cssPropertyName(key), cssPropertyValue(key, value)]),
  );
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const next = JSON.parse(declarations) as [string, string][];
    const names = next.map(([name]) => name);
    for (const name of applied.current) if (!names.includes(name)) element.style.removeProperty(name);
    for (const [name, value] of next) element.style.setProperty(name, value);
    applied.current = names;
  }, [declarations]);
  return ref;
}
