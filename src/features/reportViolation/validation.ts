// Checks of the violation report form, made before anything is sent. Pure functions of plain values.
import { REPORT_REASONS, REPORT_TARGET_TYPES, type ReportBody, type ReportReason, type ReportTargetType } from '../../api/contract';
import { isIdParam } from '../../lib/idParam';
import { matchRoute } from '../../lib/routeMatch';
import { routeList } from '../../lib/routes';
import { checkText, cleanText } from '../../lib/text';
import { TARGET_LABELS } from './reasons';

export const DESCRIPTION_MAX = 1000;
const TARGET_ID_MAX = 64;
const EMAIL_MAX = 254;

export const isTargetType = (value: unknown): value is ReportTargetType =>
  typeof value === 'string' && (REPORT_TARGET_TYPES as readonly string[]).includes(value);

export const isReason = (value: unknown): value is ReportReason => typeof value === 'string' && (REPORT_REASONS as readonly string[]).includes(value);

/** The share page of this site that shows a target of `type` (the route of the same key), if any. */
const targetPage = (type: ReportTargetType) => routeList.find((route) => route.key === type && route.kind === 'share');

/**
 * The id typed by hand, or taken from a pasted link to a recording or room page of the site
 * (https://…/recording/<id>), which is what people have at hand when they report by hand.
 */
export const targetIdFromInput = (type: ReportTargetType | '', raw: string): { id: string } | { error: string } => {
  const text = raw.trim();
  const noun = type ? TARGET_LABELS[type].idNoun : 'mã nội dung';
  if (!text) return { error: `Hãy nhập ${noun}.` };
  if (/^https?:\/\//i.test(text)) {
    const page = type ? targetPage(type) : undefined;
    let id: string | undefined;
    try {
      id = page && matchRoute(page.path, new URL(text).pathname, true);
    } catch {
      id = undefined;
    }
    if (type && id) return targetIdFromInput(type, id);
    return { error: `Đường dẫn này không chứa ${noun}. Hãy nhập ${noun}.` };
  }
  if ([...text].length > TARGET_ID_MAX) return { error: `${capitalise(noun)} dài quá ${TARGET_ID_MAX} ký tự.` };
  if (!isIdParam(text)) {
    return { error: `${capitalise(noun)} chỉ gồm chữ cái không dấu, chữ số, dấu “-” và “_”.` };
  }
  return { id: text };
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// Deliberately simple: one @, a domain with a dot and letters at the end, no spaces. The address is
// only there so the moderators can write back; a strict RFC check would refuse real addresses.
const EMAIL = /^[^\s@"<>(),;:]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export const checkEmail = (raw: string): string | null => {
  const text = raw.trim();
  if (!text) return null;
  if (text.length > EMAIL_MAX || !EMAIL.test(text) || text.split('@')[0]!.length > 64) {
    return 'Email chưa đúng dạng, ví dụ: ten.ban@gmail.com.';
  }
  return null;
};

export const checkDescription = (raw: string, reason: ReportReason | ''): string | null => {
  const problem = checkText(raw, { noun: 'mô tả', max: DESCRIPTION_MAX, required: false });
  if (problem) return problem;
  if (reason === 'other' && !cleanText(raw)) return 'Hãy mô tả vi phạm khi chọn lý do “Khác”.';
  return null;
};

export interface ReportDraft {
  targetType: ReportTargetType | '';
  targetId: string;
  reason: ReportReason | '';
  description: string;
  contactEmail: string;
}

export type ReportErrors = Partial<Record<keyof ReportDraft, string>>;

export type ReportCheck = { ok: true; body: ReportBody } | { ok: false; errors: ReportErrors };

/** Every problem at once (in the order of the fields on the page), or the body to send. */
export const validateReport = (draft: ReportDraft): ReportCheck => {
  const errors: ReportErrors = {};
  if (!isTargetType(draft.targetType)) errors.targetType = 'Hãy chọn loại nội dung bạn báo cáo.';
  const target = targetIdFromInput(isTargetType(draft.targetType) ? draft.targetType : '', draft.targetId);
  if ('error' in target) errors.targetId = target.error;
  if (!isReason(draft.reason)) errors.reason = 'Hãy chọn lý do báo cáo.';
  const description = checkDescription(draft.description, draft.reason);
  if (description) errors.description = description;
  const email = checkEmail(draft.contactEmail);
  if (email) errors.contactEmail = email;

  if (Object.keys(errors).length > 0 || !isTargetType(draft.targetType) || !isReason(draft.reason) || 'error' in target) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    body: {
      target_type: draft.targetType,
      target_id: target.id,
      reason: draft.reason,
      description: cleanText(draft.description),
      contact_email: draft.contactEmail.trim(),
    },
  };
};
