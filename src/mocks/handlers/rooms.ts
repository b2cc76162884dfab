import { findRoomByUid } from '../db';
import { notFound, publicGet } from '../http';
import { requireQuery } from '../validate';

export const roomHandlers = [
  publicGet('/rooms/detail/:id', ({ params, query }) => {
    requireQuery(query, 'is_uid', '1');
    const room = findRoomByUid(params.id ?? '');
    if (!room) throw notFound('Không tìm thấy phòng hát. Có thể phòng đã bị đóng.');
    return room;
  }),
];
