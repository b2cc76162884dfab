import { PendingPage } from '../../components/PendingPage';

export default function ReportViolationPage() {
  return <PendingPage title="Báo cáo vi phạm" />;
}
