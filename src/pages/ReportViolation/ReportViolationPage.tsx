import { useState, type FocusEvent, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { REPORT_REASONS, REPORT_TARGET_TYPES } from '../../api/contract';
import { BRAND } from '../../lib/config';
import { cleanText, textLength } from '../../lib/text';
import { movedToAnotherField } from '../../components/form/blurTarget';
import { Field } from '../../components/form/Field';
import { SendButton, SendFailedNotice } from '../../components/form/SendFailedNotice';
import { useConfirmationKey } from '../../components/form/useConfirmationKey';
import { useFocusRequest } from '../../components/form/useFocusRequest';
import { useSend } from '../../components/form/useSend';
import { Head } from '../../components/Head';
import { TARGET_LABELS } from '../../features/reportViolation/reasons';
import { useReportContentMutation } from '../../features/reportViolation/reportViolationApi';
import {
  checkDescription,
  checkEmail,
  DESCRIPTION_MAX,
  isReason,
  isTargetType,
  targetIdFromInput,
  validateReport,
  type ReportDraft,
  type ReportErrors,
} from '../../features/reportViolation/validation';
import { ReasonChoices, reasonId } from './ReasonChoices';
import { ReportReceived } from './ReportReceived';
import './ReportViolationPage.css';

type FieldName = keyof ReportDraft;
const FIELD_ORDER: readonly FieldName[] = ['targetType', 'targetId', 'reason', 'description', 'contactEmail'];
const IDS: Record<FieldName, string> = {
  targetType: 'report-target-type',
  targetId: 'report-target-id',
  reason: reasonId(REPORT_REASONS[0]),
  description: 'report-description',
  contactEmail: 'report-contact-email',
};

/** The error of one field as it stands in the draft. */
const checkField = (field: FieldName, draft: ReportDraft): string | null => {
  switch (field) {
    case 'targetType':
      return isTargetType(draft.targetType) ? null : 'Hãy chọn loại nội dung bạn báo cáo.';
    case 'targetId': {
      const target = targetIdFromInput(isTargetType(draft.targetType) ? draft.targetType : '', draft.targetId);
      return 'error' in target ? target.error : null;
    }
    case 'reason':
      return isReason(draft.reason) ? null : 'Hãy chọn lý do báo cáo.';
    case 'description':
      return checkDescription(draft.description, draft.reason);
    case 'contactEmail':
      return checkEmail(draft.contactEmail);
  }
};

function ReportForm({ initialType, initialId }: { initialType: string | null; initialId: string | null }) {
  const prefilled = isTargetType(initialType) && Boolean(initialId?.trim());
  const [draft, setDraft] = useState<ReportDraft>({
    targetType: isTargetType(initialType) ? initialType : '',
    targetId: initialId ?? '',
    reason: '',
    description: '',
    contactEmail: '',
  });
  const [errors, setErrors] = useState<ReportErrors>({});
  const [submit] = useReportContentMutation();
  const keyFor = useConfirmationKey();
  const focus = useFocusRequest();
  const { sending, send: sendBody, reset, isBusy } = useSend(submit, { keyFor, focus, noticeId: 'report-notice' });

  const update = (field: FieldName, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    // Errors already shown are re-checked as the person edits: they go once fixed. The id's and the
    // description's rules depend on the type and the reason, so those are re-checked with them.
    const linked: FieldName[] = field === 'targetType' ? ['targetType', 'targetId'] : field === 'reason' ? ['reason', 'description'] : [field];
    setErrors((current) => {
      const updated = { ...current };
      for (const name of linked) if (current[name]) updated[name] = checkField(name, next) ?? undefined;
      return updated;
    });
  };

  const onBlur = (field: FieldName, event: FocusEvent) => {
    // Empty is said on submit, not while the person is still moving through the form.
    if (!cleanText(draft[field]) || !movedToAnotherField(event)) return;
    setErrors((current) => ({ ...current, [field]: checkField(field, draft) ?? undefined }));
  };

  const send = async () => {
    if (isBusy()) return;
    const checked = validateReport(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = FIELD_ORDER.find((field) => checked.errors[field]);
      if (first) focus(first === 'reason' && draft.reason ? reasonId(draft.reason) : IDS[first]);
      return;
    }
    setErrors({});
    await sendBody(checked.body);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const startOver = () => {
    setDraft({ targetType: '', targetId: '', reason: '', description: '', contactEmail: '' });
    setErrors({});
    reset();
    focus(IDS.targetType);
  };

  if (sending.status === 'done') {
    return <ReportReceived result={sending.result} body={sending.body} onAnother={startOver} />;
  }

  const isSending = sending.status === 'sending';
  const target = isTargetType(draft.targetType) ? TARGET_LABELS[draft.targetType] : null;
  const pasteable = draft.targetType === 'recording' || draft.targetType === 'room';

  return (
    <form className="card form-stack report-form" noValidate onSubmit={onSubmit} aria-label="Báo cáo vi phạm">
      <fieldset className="field form-stack report-form__target">
        <legend className="report-form__legend">Nội dung bạn báo cáo</legend>
        {prefilled ? <p className="field__hint">Đã điền sẵn theo trang bạn vừa xem. Bạn có thể sửa nếu chưa đúng.</p> : null}
        <Field id={IDS.targetType} label="Loại nội dung" required error={errors.targetType}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={draft.targetType}
              onChange={(event) => update('targetType', event.target.value)}
              disabled={isSending}
            >
              <option value="">Chọn loại nội dung</option>
              {REPORT_TARGET_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TARGET_LABELS[type].label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={IDS.targetId}
          label={target ? target.idLabel : 'Mã nội dung'}
          required
          hint={
            pasteable
              ? `Nhập mã, hoặc dán đường dẫn ${draft.targetType === 'recording' ? 'bản thu' : 'phòng hát'} trên ${BRAND}.`
              : 'Mã hiển thị trong ứng dụng, ở mục Chia sẻ hoặc hồ sơ.'
          }
          error={errors.targetId}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="text"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              value={draft.targetId}
              onChange={(event) => update('targetId', event.target.value)}
              onBlur={(event) => onBlur('targetId', event)}
              readOnly={isSending}
            />
          )}
        </Field>
      </fieldset>

      <ReasonChoices value={draft.reason} error={errors.reason} disabled={isSending} onChange={(reason) => update('reason', reason)} />

      <Field
        id={IDS.description}
        label="Mô tả"
        required={draft.reason === 'other'}
        hint={
          draft.reason === 'other'
            ? 'Bắt buộc khi chọn “Khác”: cho biết điều gì vi phạm và ở đâu (ví dụ phút thứ mấy của bản thu).'
            : 'Điều gì vi phạm và ở đâu (ví dụ phút thứ mấy của bản thu), giúp xử lý nhanh hơn.'
        }
        error={errors.description}
        count={{ length: textLength(draft.description), max: DESCRIPTION_MAX }}
      >
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={5}
            value={draft.description}
            onChange={(event) => update('description', event.target.value)}
            onBlur={(event) => onBlur('description', event)}
            readOnly={isSending}
          />
        )}
      </Field>

      <Field id={IDS.contactEmail} label="Email liên hệ" hint="Để chúng tôi báo cho bạn kết quả xử lý." error={errors.contactEmail}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
            value={draft.contactEmail}
            onChange={(event) => update('contactEmail', event.target.value)}
            onBlur={(event) => onBlur('contactEmail', event)}
            readOnly={isSending}
          />
        )}
      </Field>

      {sending.status === 'failed' ? (
        <SendFailedNotice id="report-notice" title="Chưa gửi được báo cáo." kept="Những gì bạn nhập" error={sending.error} />
      ) : null}

      <SendButton sending={sending} label="Gửi báo cáo" className="report-form__actions" />
    </form>
  );
}

export default function ReportViolationPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const id = params.get('id');
  return (
    <section className="page report-page">
      <div className="container container--narrow">
        <Head title="Báo cáo vi phạm" noIndex />
        <h1>Báo cáo vi phạm</h1>
        <p className="muted report-page__lead">
          Thấy bản thu, bình luận, phòng hát hay người dùng vi phạm quy định của {BRAND}? Hãy cho chúng tôi biết.
        </p>
        {/* A new target in the address is a new report: the form starts again from it. */}
        <ReportForm key={`${type ?? ''}\u0000${id ?? ''}`} initialType={type} initialId={id} />
      </div>
    </section>
  );
}
