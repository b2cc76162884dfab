import { useParams } from 'react-router';
import { loadOutcome, ON_SERVER } from '../../api/serverState';
import type { ShareLoad } from '../../app/store';
import { RechargeFlow } from '../../features/diamonds/components/RechargeFlow';
import { RechargeHead } from '../../features/diamonds/components/RechargeHead';
import { ReceiverGate } from '../../features/diamonds/components/Receiver';
import { userApi } from '../../features/user/userApi';
import '../../features/diamonds/components/money.css';

/** The server's query: the person the top-up is for. */
export const load: ShareLoad = async ({ dispatch }, uid) => loadOutcome(await dispatch(userApi.endpoints.getUserByUid.initiate(uid, ON_SERVER)));

export default function RechargePage() {
  const { uid = '' } = useParams();
  return (
    <section className="page money-page">
      <div className="container container--narrow">
        <RechargeHead uid={uid} />
        <h1 id="recharge-title">Nạp kim cương</h1>
        <ReceiverGate uid={uid}>{(receiver) => <RechargeFlow key={receiver.uid} receiver={receiver} />}</ReceiverGate>
      </div>
    </section>
  );
}
