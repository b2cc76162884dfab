import { useState } from 'react';
import './Avatar.css';

const PALETTE = ['#6d28d9', '#b4235a', '#0f766e', '#1d4ed8', '#b45309', '#7c3aed', '#be123c', '#047857'];

/** A stable colour per person, so the same initial always looks the same. */
const colourFor = (seed: string) => {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
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
  size?: number;
  /** Used for the colour when two people share a name. */
  uid?: string;
}

/** A person's picture, or a coloured initial when there is none (or it fails to load). */
export function Avatar({ name, url, size = 40, uid }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const safeUrl = url && /^(https?:\/\/|\/(?!\/))/.test(url) ? url : null;
  if (safeUrl && !broken) {
    return (
      <img
        className="avatar"
        src={safeUrl}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      className="avatar avatar--initial"
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42), background: colourFor(uid ?? name) }}
    >
      {initialOf(name)}
    </span>
  );
}
