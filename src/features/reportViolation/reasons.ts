// What can be reported and why, in the words the report form shows (CONTRACT.md fixes the values).
import type { ReportReason, ReportTargetType } from '../../api/contract';

export const REASON_LABELS: Record<ReportReason, { label: string; hint: string }> = {
  spam: { label: 'Spam hoặc quảng cáo', hint: 'Nội dung lặp đi lặp lại, quảng cáo, mời chào, lừa đảo nhận quà.' },
  harassment: { label: 'Quấy rối hoặc bắt nạt', hint: 'Xúc phạm, đe doạ, chế giễu hay nhắm vào một người.' },
  hate_speech: {
    label: 'Ngôn từ thù ghét',
    hint: 'Miệt thị vì dân tộc, tôn giáo, giới tính, khuyết tật hay xu hướng tính dục.',
  },
  sexual_content: { label: 'Nội dung tình dục', hint: 'Hình ảnh, lời nói hoặc lời bài hát khiêu dâm, gợi dục.' },
  violence: { label: 'Bạo lực hoặc nguy hiểm', hint: 'Cổ vũ bạo lực, tự làm hại bản thân, hành vi nguy hiểm.' },
  copyright: { label: 'Vi phạm bản quyền', hint: 'Dùng bài hát, bản thu hay hình ảnh của bạn mà không được phép.' },
  impersonation: { label: 'Mạo danh', hint: 'Giả làm bạn, một ca sĩ hay một người nổi tiếng.' },
  other: { label: 'Khác', hint: 'Lý do khác: hãy mô tả ở ô bên dưới.' },
};

export const TARGET_LABELS: Record<ReportTargetType, { label: string; idLabel: string; idNoun: string }> = {
  recording: { label: 'Bản thu', idLabel: 'Mã bản thu', idNoun: 'mã bản thu' },
  user: { label: 'Người dùng', idLabel: 'UID người dùng', idNoun: 'UID người dùng' },
  room: { label: 'Phòng hát', idLabel: 'Mã phòng hát', idNoun: 'mã phòng hát' },
  comment: { label: 'Bình luận', idLabel: 'Mã bình luận', idNoun: 'mã bình luận' },
};
