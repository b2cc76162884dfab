import { PendingPage } from '../../components/PendingPage';

export default function Lookback2022Page() {
  return <PendingPage title="Nhìn lại năm 2022" />;
}
