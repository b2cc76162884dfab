import { useParams } from 'react-router';
import { Head } from '../../components/Head';
import { BankTransferFlow } from '../../features/diamonds/components/BankTransferFlow';
import { KeptOrders } from '../../features/diamonds/components/KeptOrders';
import { ReceiverGate } from '../../features/diamonds/components/Receiver';
import '../../features/diamonds/components/money.css';

export default function RechargeBankIdPage() {
  const { uid = '' } = useParams();
  return (
    <section className="page money-page">
      <div className="container container--narrow">
        <Head title="Nạp kim cương qua ngân hàng" description="Chọn ngân hàng và nạp kim cương Hát Vui bằng chuyển khoản." noIndex />
        <h1>Nạp qua ngân hàng bạn chọn</h1>
        <ReceiverGate uid={uid}>{(receiver) => <BankTransferFlow key={receiver.uid} receiver={receiver} chooseBank />}</ReceiverGate>
        <KeptOrders />
      </div>
    </section>
  );
}
