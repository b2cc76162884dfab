import { findUser, toOwner, toPublicUser } from '../db';
import { authedGet, notFound, publicGet } from '../http';
import { requireQuery } from '../validate';

export const userHandlers = [
  authedGet('/users/owner', ({ user }) => toOwner(user)),
  publicGet('/users/uid/:uid', ({ params, query }) => {
    requireQuery(query, 'is_platform', '3');
    const user = findUser(params.uid ?? '');
    if (!user) throw notFound('Không tìm thấy người dùng.');
    return toPublicUser(user);
  }),
];
