import { useState } from 'react';
import { LaterImage } from './LaterImage';
import './Avatar.css';

// The initial's box and colour are classes (Avatar.css), not a style attribute: the CSP allows none,
// and the share pages' server HTML shows avatars at their size and colour from the first paint.
/** The sizes in use, in pixels: each has its class (`avatar--s40`). */
export type AvatarSize = 20 | 32 | 36 | 40 | 44 | 56 | 96;

/** As many colours as Avatar.css has `avatar--c<n>` classes. */
const AVATAR_COLOURS = 8;

/** A stable colour per person (its class's number), so the same initial always looks the same. */
const colourIndexFor = (seed: string) => {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return hash % AVATAR_COLOURS;
};

const initialOf = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  // Vietnamese names end with the given name: "Nguyễn Thu Trang" is "T".
  const given = words[words.length - 1] ?? '?';
  return Array.from(given)[0]?.toLocaleUpperCase('vi-VN') ?? '?';
};

export interface AvatarProps {
  name: string;
  url: string | null | undefined;
  /** Pixels; the image keeps this box whether or not it loads. */
  size?: AvatarSize;
  /** Used for the colour when two people share a name. */
  uid?: string;
  /** Requested only after the page's first paint (LaterImage): any avatar on a long share page but the LCP's. */
  later?: boolean;
}

/** A person's picture, or a coloured initial when there is none (or it fails to load). */
export function Avatar({ name, url, size = 40, uid, later = false }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const safeUrl = url && /^(https?:\/\/|\/(?!\/))/.test(url) ? url : null;
  if (safeUrl && !broken) {
    const Image = later ? LaterImage : 'img';
    return (
      <Image className="avatar" src={safeUrl} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setBroken(true)} />
    );
  }
  return (
    <span className={`avatar avatar--initial avatar--s${size} avatar--c${colourIndexFor(uid ?? name)}`} aria-hidden="true">
      {initialOf(name)}
    </span>
  );
}
