import { useParams } from 'react-router';
import { Head } from '../../components/Head';
import { ReceiverGate } from '../../features/diamonds/components/Receiver';
import { TransferFlow } from '../../features/diamonds/components/TransferFlow';
import '../../features/diamonds/components/money.css';

export default function TransferPage() {
  const { uid = '' } = useParams();
  return (
    <section className="page money-page">
      <div className="container container--narrow">
        <Head title="Chuyển kim cương" noIndex />
        <h1>Chuyển kim cương</h1>
        <ReceiverGate uid={uid}>{(receiver) => <TransferFlow key={receiver.uid} receiver={receiver} />}</ReceiverGate>
      </div>
    </section>
  );
}
