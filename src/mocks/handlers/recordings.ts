import { findRecordingByUid } from '../db';
import { notFound, publicGet } from '../http';
import { requireQuery } from '../validate';

export const recordingHandlers = [
  publicGet('/recordings/detail-by-uid/:id', ({ params, query }) => {
    requireQuery(query, 'is_platform', '3');
    const recording = findRecordingByUid(params.id ?? '');
    if (!recording) throw notFound('Không tìm thấy bản thu. Có thể bản thu đã bị xóa hoặc chuyển sang chế độ riêng tư.');
    return recording;
  }),
];
