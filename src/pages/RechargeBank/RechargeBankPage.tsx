import { useParams } from 'react-router';
import { Head } from '../../components/Head';
import { BankTransferFlow } from '../../features/diamonds/components/BankTransferFlow';
import { KeptOrders } from '../../features/diamonds/components/KeptOrders';
import { ReceiverGate } from '../../features/diamonds/components/Receiver';
import '../../features/diamonds/components/money.css';

export default function RechargeBankPage() {
  const { uid = '' } = useParams();
  return (
    <section className="page money-page">
      <div className="container container--narrow">
        <Head title="Nạp kim cương bằng chuyển khoản" description="Nạp kim cương Hát Vui bằng chuyển khoản ngân hàng hoặc mã VietQR." noIndex />
        <h1>Nạp bằng chuyển khoản</h1>
        <ReceiverGate uid={uid}>{(receiver) => <BankTransferFlow key={receiver.uid} receiver={receiver} chooseBank={false} />}</ReceiverGate>
        <KeptOrders />
      </div>
    </section>
  );
}
