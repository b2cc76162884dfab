import { useParams } from 'react-router';
import { RechargeFlow } from '../../features/diamonds/components/RechargeFlow';
import { RechargeHead } from '../../features/diamonds/components/RechargeHead';
import { ReceiverGate } from '../../features/diamonds/components/Receiver';
import '../../features/diamonds/components/money.css';

export default function RechargePage() {
  const { uid = '' } = useParams();
  return (
    <section className="page money-page">
      <div className="container container--narrow">
        <RechargeHead uid={uid} />
        <h1>Nạp kim cương</h1>
        <ReceiverGate uid={uid}>{(receiver) => <RechargeFlow key={receiver.uid} receiver={receiver} />}</ReceiverGate>
      </div>
    </section>
  );
}
