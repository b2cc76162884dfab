import { REPORT_REASONS, REPORT_TARGET_TYPES, type ReportResult } from '../../api/contract';
import { db } from '../db';
import { authedPostJson, invalid } from '../http';
import { isoVN } from '../time';
import { asFields, oneOf, text } from '../validate';

// Deliberately loose (one @, a dot in the domain, no spaces): the server only needs a reachable address.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const reportHandlers = [
  authedPostJson('/users/report-content', ({ body, user }): ReportResult => {
    const fields = asFields(body);
    const targetType = oneOf(fields.target_type, REPORT_TARGET_TYPES, 'Loại nội dung bị báo cáo không hợp lệ.');
    const targetId = text(fields.target_id, { label: 'Mã nội dung bị báo cáo (target_id)', max: 64 });
    const reason = oneOf(fields.reason, REPORT_REASONS, 'Lý do báo cáo không hợp lệ.');
    const description = text(fields.description, { label: 'Mô tả', max: 1000, optional: true });
    if (reason === 'other' && !description) throw invalid('Vui lòng mô tả vi phạm khi chọn lý do “Khác”.');
    const contactEmail = text(fields.contact_email, { label: 'Email liên hệ', max: 254, optional: true });
    if (contactEmail && !EMAIL.test(contactEmail)) throw invalid('Email liên hệ không hợp lệ.');
    const id = db.nextId.report++;
    db.reports.push({
      id,
      reporter: user.uid,
      target_type: targetType,
      target_id: targetId,
      reason,
      description,
      contact_email: contactEmail,
      created_at: isoVN(Date.now()),
    });
    return { id, status: 'received' };
  }),
];
