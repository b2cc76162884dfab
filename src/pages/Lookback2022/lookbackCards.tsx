import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Lookback2022 } from '../../api/contract';
import { BRAND } from '../../lib/config';
import { formatCount } from '../../lib/format';
import { routes } from '../../lib/routes';
import { Avatar } from '../../components/Avatar';
import { DiamondIcon } from '../../components/DiamondIcon';
import { KeptCounts } from '../../components/KeptCounts';
import { IconCount } from '../../components/IconCount';
import { safeUrl } from '../../components/share/safeUrl';
import { ShareCard } from './ShareCard';
import type { ShareCardData } from './drawShareCard';

export interface CardSpec {
  key: string;
  tone: string;
  heading: ReactNode;
  /** The first card carries the page's h1. */
  level?: 1 | 2;
  body: ReactNode;
}

/** "1.264 phút" → "khoảng 21 giờ" */
const hoursOf = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  return hours >= 1 ? (
    <KeptCounts text={`Khoảng ${formatCount(hours)} giờ ${minutes % 60 ? `${minutes % 60} phút ` : ''}cầm mic.`} />
  ) : (
    'Mỗi phút đều đáng nhớ.'
  );
};

function Big({ value, unit }: { value: number; unit: string }) {
  return (
    <p className="lookback-big">
      <span className="lookback-big__value">{formatCount(value)}</span> <span className="lookback-big__unit">{unit}</span>
    </p>
  );
}

/** The deck, card by card: what a year of singing adds up to. */
export function buildCards(data: Lookback2022, shareData: ShareCardData): CardSpec[] {
  const best = data.best_recording;
  const bestCover = safeUrl(best?.cover_url);
  return [
    {
      key: 'intro',
      tone: 'intro',
      level: 1,
      heading: (
        <>
          Năm 2022 của <span className="lookback-accent">{data.user.name}</span>
        </>
      ),
      body: (
        <>
          <Avatar name={data.user.name} url={data.user.avatar_url} uid={data.user.uid} size={96} />
          <p className="lookback-lead">Cùng {BRAND} nhìn lại một năm ca hát thật rực rỡ của bạn.</p>
        </>
      ),
    },
    {
      key: 'recordings',
      tone: 'violet',
      heading: 'Bạn đã cất tiếng hát',
      body: (
        <>
          <Big value={data.recordings_count} unit="bản thu" />
          <p className="lookback-lead">Mỗi bản thu là một kỷ niệm được lưu lại.</p>
        </>
      ),
    },
    {
      key: 'minutes',
      tone: 'rose',
      heading: 'Thời gian bên micro',
      body: (
        <>
          <Big value={data.minutes_sung} unit="phút ca hát" />
          <p className="lookback-lead">{hoursOf(data.minutes_sung)}</p>
        </>
      ),
    },
    {
      key: 'songs',
      tone: 'teal',
      heading: 'Những bài hát tủ',
      body:
        data.top_songs.length === 0 ? (
          <p className="lookback-lead">Năm nay bạn chưa hát bài nào nhiều lần. Năm sau chọn bài tủ nhé!</p>
        ) : (
          <ol className="lookback-list">
            {data.top_songs.map((song, i) => (
              <li key={`${song.name}-${i}`} className="lookback-list__item">
                <span className="lookback-list__rank">{i + 1}</span>
                <span className="lookback-list__text">
                  <span className="lookback-list__title">{song.name}</span>
                  <span className="lookback-list__sub">{song.artist}</span>
                </span>
                <span className="lookback-list__count nowrap">{formatCount(song.times)} lần</span>
              </li>
            ))}
          </ol>
        ),
    },
    {
      key: 'fans',
      tone: 'indigo',
      heading: 'Những người hâm mộ nhất',
      body:
        data.top_fans.length === 0 ? (
          <p className="lookback-lead">Chưa có ai tặng quà năm nay. Người hâm mộ đầu tiên đang chờ bạn đấy!</p>
        ) : (
          <ol className="lookback-list">
            {data.top_fans.map((fan, i) => (
              <li key={fan.uid} className="lookback-list__item">
                <span className="lookback-list__rank">{i + 1}</span>
                <Avatar name={fan.name} url={fan.avatar_url} uid={fan.uid} size={44} />
                <span className="lookback-list__text">
                  <span className="lookback-list__title">{fan.name}</span>
                  <span className="lookback-list__sub">Cấp {fan.level}</span>
                </span>
                <IconCount className="lookback-list__count" icon={<DiamondIcon />} count={fan.diamonds} unit="kim cương" />
              </li>
            ))}
          </ol>
        ),
    },
    {
      key: 'gifts',
      tone: 'amber',
      heading: 'Quà và kim cương nhận được',
      body: (
        <>
          <Big value={data.gifts_received} unit="món quà" />
          <p className="lookback-big lookback-big--second">
            <DiamondIcon size={32} />
            <span className="lookback-big__value">{formatCount(data.diamonds_received)}</span> <span className="lookback-big__unit">kim cương</span>
          </p>
          <p className="lookback-lead">Cảm ơn những tràng pháo tay từ khắp nơi.</p>
        </>
      ),
    },
    {
      key: 'duets',
      tone: 'pink',
      heading: 'Song ca cùng bạn bè',
      body: (
        <>
          <Big value={data.duets_count} unit="lần song ca" />
          <p className="lookback-lead">
            {data.duets_count > 0 ? 'Hát một mình đã vui, hát cùng nhau còn vui hơn.' : 'Năm sau rủ bạn bè song ca nhé!'}
          </p>
        </>
      ),
    },
    {
      key: 'best',
      tone: 'violet',
      heading: 'Bản thu nổi bật nhất',
      body: best ? (
        <div className="lookback-best">
          {bestCover ? (
            <img src={bestCover} alt="" width={160} height={160} loading="lazy" decoding="async" className="lookback-best__cover" />
          ) : null}
          <p className="lookback-best__title">
            <Link to={routes.recording.href(best.uid)}>{best.title}</Link>
          </p>
          <p className="lookback-best__sub">{best.artist}</p>
          <p className="lookback-best__counts">
            <span className="nowrap">{formatCount(best.likes_count)} lượt thích</span> ·{' '}
            <span className="nowrap">{formatCount(best.views_count)} lượt nghe</span>
          </p>
        </div>
      ) : (
        <p className="lookback-lead">Bạn chưa có bản thu công khai nào trong năm 2022.</p>
      ),
    },
    {
      key: 'share',
      tone: 'intro',
      heading: 'Khoe năm 2022 của bạn',
      body: <ShareCard data={shareData} />,
    },
  ];
}
