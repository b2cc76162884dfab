import type { ImgHTMLAttributes } from 'react';
import { useHydrated } from '../lib/useHydrated';
import './LaterImage.css';

export type LaterImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string;
  /** What it shows, for those who cannot see it; empty when the text beside it says it already. */
  alt: string;
  width: number;
  height: number;
};

/**
 * A picture that a drawn page's first paint must not wait for. Its HTML has the box (width, height,
 * alt) but no address, so the browser requests nothing for it before that paint, however near the
 * screen it is: Chromium starts `loading=lazy` pictures within ~1,250 px of the screen as soon as it
 * lays the page out, and every request before the first paint shares a phone's bandwidth with the page
 * and counts in Lighthouse's LCP. The app gives it its address when it takes the page over, after the
 * first paint (src/main.tsx); without JavaScript, the copy in <noscript> is the picture (LaterImage.css).
 */
export function LaterImage({ src, alt, ...props }: LaterImageProps) {
  const hydrated = useHydrated();
  // One shape in both states, so that the <img> is kept (and given its src) rather than replaced.
  return (
    <>
      <img {...props} alt={alt} src={hydrated ? src : undefined} data-later={hydrated ? undefined : ''} />
      {hydrated ? null : (
        <noscript>
          <img {...props} alt={alt} src={src} />
        </noscript>
      )}
    </>
  );
}
