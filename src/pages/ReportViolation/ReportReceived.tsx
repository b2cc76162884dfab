import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ReportBody, ReportResult } from '../../api/contract';
import { BRAND } from '../../lib/config';
import { routes } from '../../lib/routes';
import { RecoveryActions } from '../../components/RecoveryActions';
import { REASON_LABELS, TARGET_LABELS } from '../../features/reportViolation/reasons';

/** Where the reported thing can be seen again on the web, when it has a page here. */
const targetHref = (body: ReportBody): string | null =>
  body.target_type === 'recording' ? routes.recording.href(body.target_id) : body.target_type === 'room' ? routes.room.href(body.target_id) : null;

/** The report went through: its number, what was reported and why, and where to go next. */
export function ReportReceived({ result, body, onAnother }: { result: ReportResult; body: ReportBody; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the news takes the focus, so it is read out.
  useEffect(() => heading.current?.focus(), []);
  const back = targetHref(body);
  return (
    <div className="card stack report-received">
      <h2 ref={heading} tabIndex={-1}>
        Cảm ơn bạn đã báo cáo
      </h2>
      <p className="report-received__number">Mã báo cáo #{result.id}</p>
      <p>
        Chúng tôi đã nhận báo cáo về {TARGET_LABELS[body.target_type].label.toLowerCase()}{' '}
        <span className="report-received__id">{body.target_id}</span> với lý do “{REASON_LABELS[body.reason].label}”. Đội kiểm duyệt của {BRAND} sẽ
        xem xét và xử lý theo Điều khoản sử dụng; người bị báo cáo không biết ai đã gửi.
      </p>
      <p className="muted">
        {body.contact_email
          ? `Kết quả xử lý sẽ được gửi tới ${body.contact_email}. Hãy ghi lại mã báo cáo nếu cần hỏi thêm.`
          : 'Hãy ghi lại mã báo cáo nếu bạn cần hỏi thêm về báo cáo này.'}
      </p>
      <RecoveryActions
        onRetry={onAnother}
        retryLabel="Gửi báo cáo khác"
        leading={
          back ? (
            <Link className="button" to={back}>
              {body.target_type === 'recording' ? 'Quay lại bản thu' : 'Quay lại phòng hát'}
            </Link>
          ) : null
        }
      />
    </div>
  );
}
