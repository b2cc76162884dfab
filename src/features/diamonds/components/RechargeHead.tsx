import { BRAND } from '../../../lib/config';
import { routes } from '../../../lib/routes';
import { Head } from '../../../components/Head';
import { useGetUserByUidQuery } from '../../user/userApi';

/**
 * The top-up page's head: a link shared as "top up for me" previews with the receiver's public name and
 * id (nothing else of theirs), once they are known, over the site's share image.
 */
export function RechargeHead({ uid }: { uid: string }) {
  const { currentData: receiver } = useGetUserByUidQuery(uid);
  return receiver ? (
    <Head
      title={`Nạp kim cương cho ${receiver.name}`}
      description={`Nạp kim cương ${BRAND} cho ${receiver.name} (ID ${receiver.uid}): chọn gói, xác nhận, kim cương vào tài khoản ngay.`}
      canonicalPath={routes.recharge.href(receiver.uid)}
      noIndex
      heading="recharge-title"
    />
  ) : (
    <Head title="Nạp kim cương" description={`Nạp kim cương ${BRAND} cho bạn hoặc cho người khác.`} noIndex heading="recharge-title" />
  );
}
