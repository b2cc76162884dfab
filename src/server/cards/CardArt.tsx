// The card's picture as satori draws it (a subset of CSS: flexbox, every element with more than one
// child a flex container). Style objects are satori's input here, never a page's markup.
import { BRAND, SITE_URL } from '../../lib/config';
import { CARD_HEIGHT, CARD_WIDTH } from '../../lib/shareCard';
import type { CardText } from './cardText';

export interface CardPicture {
  /** A data: URL of the image, already cut to its box. */
  src: string;
  shape: 'square' | 'round' | 'wide';
}

const PAD = 60;
/** The square (or round) image beside the text. */
export const SIDE_IMAGE = 420;
const STAGE = '#1a1033';
const GOLD = '#f5b700';
const HOST = new URL(SITE_URL).host;

function Brand({ label }: { label: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, fontSize: 34, fontWeight: 700, color: '#fff' }}>
        <svg width="44" height="44" viewBox="0 0 100 100">
          <circle cx="50" cy="50" r="50" fill={GOLD} />
          <path d="M44 26v34a9 9 0 1 1-5-8V32l24-6v26a9 9 0 1 1-5-8V20z" fill={STAGE} />
        </svg>
        {BRAND}
      </div>
      {label ? (
        <div
          style={{
            display: 'flex',
            fontSize: 24,
            color: '#ede9fe',
            border: '2px solid rgba(237, 233, 254, 0.5)',
            borderRadius: 999,
            padding: '4px 18px',
          }}
        >
          {label}
        </div>
      ) : null}
    </div>
  );
}

function Words({ text }: { text: CardText }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, justifyContent: 'space-between' }}>
      <Brand label={text.label} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ display: 'block', fontSize: text.titleSize, fontWeight: 700, lineHeight: 1.25, color: '#fff', lineClamp: 3 }}>{text.title}</div>
        {text.byline ? <div style={{ display: 'flex', fontSize: 34, color: '#ede9fe' }}>{text.byline}</div> : null}
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, fontSize: 30, color: '#ddd6fe' }}>
          {text.live ? <div style={{ display: 'flex', width: 18, height: 18, borderRadius: 9, background: '#ef4444' }} /> : null}
          {text.facts}
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: 24, color: 'rgba(237, 233, 254, 0.75)' }}>{HOST}</div>
    </div>
  );
}

/** The whole card: the text, and the picture beside it (square, round) or behind it (wide). */
export function CardArt({ text, picture }: { text: CardText; picture: CardPicture | null }) {
  const beside = picture && picture.shape !== 'wide' ? picture : null;
  return (
    <div
      style={{
        display: 'flex',
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        fontFamily: 'Be Vietnam Pro, Noto Sans',
        backgroundImage: `linear-gradient(135deg, ${STAGE} 0%, #3b1a78 60%, #6d28d9 100%)`,
      }}
    >
      {picture?.shape === 'wide' ? (
        <img src={picture.src} width={CARD_WIDTH} height={CARD_HEIGHT} style={{ position: 'absolute', left: 0, top: 0 }} />
      ) : null}
      {picture?.shape === 'wide' ? (
        <div
          style={{
            display: 'flex',
            position: 'absolute',
            left: 0,
            top: 0,
            width: CARD_WIDTH,
            height: CARD_HEIGHT,
            backgroundImage: 'linear-gradient(180deg, rgba(26, 16, 51, 0.55) 0%, rgba(26, 16, 51, 0.92) 70%)',
          }}
        />
      ) : null}
      {/* Positioned too, and later: painted over the picture behind it. */}
      <div
        style={{
          display: 'flex',
          position: 'relative',
          boxSizing: 'border-box',
          width: CARD_WIDTH,
          height: CARD_HEIGHT,
          padding: PAD,
          gap: 48,
          alignItems: 'stretch',
        }}
      >
        {beside ? (
          <div style={{ display: 'flex', alignItems: 'center' }}>
            <img
              src={beside.src}
              width={SIDE_IMAGE}
              height={SIDE_IMAGE}
              style={{ borderRadius: beside.shape === 'round' ? SIDE_IMAGE / 2 : 28, border: `6px solid rgba(255, 255, 255, 0.12)` }}
            />
          </div>
        ) : null}
        <Words text={text} />
      </div>
    </div>
  );
}
