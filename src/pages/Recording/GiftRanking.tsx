import { formatCount } from '../../lib/format';
import { Avatar } from '../../components/Avatar';
import { DiamondIcon } from '../../components/DiamondIcon';
import { IconCount } from '../../components/IconCount';
import { QueryView } from '../../components/QueryView';
import { SkeletonList } from '../../components/Skeleton';
import { useGetGiftRankingQuery } from '../../features/recording/recordingApi';
import './GiftRanking.css';

const MEDALS = ['gold', 'silver', 'bronze'] as const;

/** Who gave the most diamonds to this recording; failing on its own, without taking the page down. */
export function GiftRanking({ recordingId }: { recordingId: number }) {
  return (
    <section className="card share-section share-later" aria-labelledby="recording-gifts">
      <h2 id="recording-gifts">Bảng xếp hạng quà tặng</h2>
      <QueryView
        result={useGetGiftRankingQuery(recordingId)}
        loading={<SkeletonList label="Đang tải bảng quà tặng…" rows={3} height={44} />}
        failedTitle="Không tải được bảng quà tặng"
      >
        {(ranking) =>
          ranking.length === 0 ? (
            <p className="muted">Chưa có ai tặng quà cho bản thu này. Hãy là người đầu tiên, ngay trong ứng dụng!</p>
          ) : (
            <ol className="gift-ranking">
              {ranking.map((entry) => (
                <li key={entry.user.uid} className="gift-ranking__item">
                  <span className={`rank-badge rank-badge--${MEDALS[entry.rank - 1] ?? 'plain'}`}>
                    <span className="visually-hidden">Hạng </span>
                    {entry.rank}
                  </span>
                  <Avatar name={entry.user.name} url={entry.user.avatar_url} uid={entry.user.uid} size={40} later />
                  <span className="gift-ranking__who">
                    <span className="gift-ranking__name">{entry.user.name}</span>
                    <span className="gift-ranking__gifts">
                      <span className="nowrap">{formatCount(entry.gifts_count)} quà</span> · Cấp {entry.user.level}
                    </span>
                  </span>
                  <IconCount className="gift-ranking__diamonds" icon={<DiamondIcon />} count={entry.diamonds} unit="kim cương" />
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
    </section>
  );
}
