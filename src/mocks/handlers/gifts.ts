import { rankGifts } from '../build';
import { db, findRecordingById, summaryOf } from '../db';
import { notFound, publicGet } from '../http';
import { idParam } from '../validate';

export const giftHandlers = [
  publicGet('/gifts/recording/top', ({ query }) => {
    const recordingId = idParam(query.get('recording_id'), 'Tham số recording_id');
    if (!findRecordingById(recordingId)) throw notFound('Không tìm thấy bản thu.');
    return rankGifts(
      db.gifts.filter((g) => g.recording_id === recordingId),
      summaryOf,
    );
  }),
];
