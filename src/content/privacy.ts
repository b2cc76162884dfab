// Chính sách bảo mật: the privacy policy, written against Nghị định 13/2023/NĐ-CP on personal data
// protection (the rights in its Article 9, consent, deletion, cross-border transfer, breach notice).
import { BRAND, COMPANY, COMPANY_ADDRESS, SUPPORT_EMAIL } from '../lib/config';
import { routes } from '../lib/routes';
import { h3, link, note, ol, p, section, ul, type LegalText } from './document';

const mail = link(SUPPORT_EMAIL, `mailto:${SUPPORT_EMAIL}`);
const ND13 = 'Nghị định 13/2023/NĐ-CP';

export const PRIVACY: LegalText = {
  title: 'Chính sách bảo mật',
  description: `Cách ${BRAND} thu thập, sử dụng, lưu trữ và xoá dữ liệu cá nhân của bạn, và các quyền của bạn theo ${ND13} về bảo vệ dữ liệu cá nhân.`,
  effectiveDate: '2023-07-01',
  intro: [
    p(
      `${COMPANY} (“${BRAND}”, “chúng tôi”) tôn trọng quyền riêng tư của bạn. Chính sách bảo mật này giải thích chúng tôi thu thập những dữ liệu cá nhân nào khi bạn dùng ứng dụng ${BRAND}, trang web và các dịch vụ đi kèm (“Dịch vụ”), dùng chúng vào việc gì, chia sẻ với ai, lưu trong bao lâu và bạn có những quyền gì.`,
    ),
    p(
      `Chính sách được xây dựng theo ${ND13} ngày 17/04/2023 của Chính phủ về bảo vệ dữ liệu cá nhân và các quy định pháp luật liên quan. Chính sách này cần được đọc cùng `,
      link('Điều khoản sử dụng', routes.terms.href()),
      '.',
    ),
  ],
  sections: [
    section('pham-vi', 'Phạm vi và vai trò của chúng tôi', [
      p(
        `${COMPANY}, địa chỉ ${COMPANY_ADDRESS}, là Bên Kiểm soát và xử lý dữ liệu cá nhân đối với dữ liệu thu thập qua Dịch vụ: chúng tôi quyết định mục đích, phương tiện và trực tiếp xử lý dữ liệu của bạn.`,
      ),
      p(
        'Chính sách áp dụng cho mọi người dùng Dịch vụ, kể cả người chỉ mở trang chia sẻ bản thu, phòng hát mà không đăng nhập. Chính sách không áp dụng cho dịch vụ của bên thứ ba mà bạn truy cập qua đường dẫn trong Dịch vụ (ví dụ App Store, Google Play, fan page, YouTube); các dịch vụ đó có chính sách riêng.',
      ),
    ]),
    section('du-lieu-thu-thap', 'Dữ liệu chúng tôi thu thập', [
      h3('Dữ liệu bạn cung cấp hoặc cho phép chúng tôi nhận'),
      ul(
        'Thông tin tài khoản từ Google khi bạn đăng nhập: họ tên, địa chỉ e-mail, ảnh đại diện và mã định danh tài khoản Google. Chúng tôi không nhận và không lưu mật khẩu Google của bạn.',
        'Hồ sơ: tên hiển thị, ảnh đại diện, lời giới thiệu, ngày sinh và giới tính nếu bạn chọn điền.',
        'Nội dung: bản thu (giọng hát, và hình ảnh nếu bạn thu video), ảnh, bình luận, tin nhắn và phần phát trực tiếp trong phòng hát, bài hát và video bạn tải lên.',
        'Giao dịch: gói kim cương đã mua, số tiền, thời điểm, trạng thái; quà đã tặng, đã nhận; các lần chuyển, nhận kim cương và lời nhắn kèm theo.',
        'Khi nạp bằng chuyển khoản: tên chủ tài khoản, số tài khoản, ngân hàng chuyển và nội dung chuyển khoản có trong sao kê, để đối soát và cộng kim cương.',
        'Liên hệ hỗ trợ và báo cáo vi phạm: nội dung yêu cầu, e-mail liên hệ, ảnh chụp màn hình bạn gửi.',
      ),
      h3('Dữ liệu thu thập tự động'),
      ul(
        'Thiết bị và kết nối: loại thiết bị, hệ điều hành, phiên bản ứng dụng, ngôn ngữ, địa chỉ IP, mã định danh thiết bị dùng cho thông báo đẩy.',
        'Hoạt động: bài hát đã hát, thời lượng hát, lượt nghe, lượt thích, phòng đã tham gia, điểm sự kiện; nhật ký lỗi và nhật ký truy cập hệ thống.',
        'Quyền truy cập micro và camera: chỉ được dùng khi bạn đang thu âm, thu hình hoặc lên mic trong phòng hát. Chúng tôi không ghi âm ngầm.',
      ),
      h3('Dữ liệu cá nhân nhạy cảm'),
      p(
        `Theo ${ND13}, thông tin về tài khoản của cá nhân tại tổ chức tín dụng là dữ liệu cá nhân nhạy cảm. Chúng tôi chỉ xử lý thông tin này khi bạn nạp kim cương bằng chuyển khoản, chỉ cho mục đích đối soát giao dịch, và áp dụng biện pháp bảo vệ tăng cường. Chúng tôi không dùng giọng nói hay hình ảnh của bạn để nhận dạng sinh trắc học, và không thu thập vị trí chính xác của bạn.`,
      ),
    ]),
    section('muc-dich', 'Mục đích xử lý dữ liệu', [
      p('Chúng tôi xử lý dữ liệu cá nhân của bạn cho các mục đích sau, và chỉ cho các mục đích này:'),
      ol(
        'Tạo và quản lý Tài khoản, xác thực đăng nhập, giữ Tài khoản an toàn.',
        'Cung cấp tính năng: hát với lời chạy theo nhạc, thu âm, song ca, phòng hát, tặng quà, sự kiện, bảng xếp hạng.',
        'Lưu trữ, xử lý kỹ thuật và hiển thị bản thu theo chế độ riêng tư bạn chọn.',
        'Xử lý thanh toán, cộng kim cương, đối soát, hoàn tiền, lập chứng từ và thực hiện nghĩa vụ kế toán, thuế.',
        'Gợi ý bài hát, bản thu, phòng hát phù hợp với sở thích của bạn.',
        'Gửi thông báo về hoạt động Tài khoản, giao dịch, sự kiện; gửi tin khuyến mại khi bạn đồng ý (bạn có thể tắt bất cứ lúc nào trong Cài đặt).',
        'Hỗ trợ người dùng, xử lý khiếu nại và báo cáo vi phạm.',
        'Phát hiện, ngăn chặn gian lận, lừa đảo, spam và hành vi vi phạm Điều khoản.',
        'Phân tích thống kê ở dạng tổng hợp để cải thiện chất lượng Dịch vụ.',
        'Tuân thủ nghĩa vụ pháp lý và yêu cầu của cơ quan nhà nước có thẩm quyền.',
      ),
    ]),
    section('su-dong-y', 'Sự đồng ý và cơ sở xử lý', [
      p(
        `Khi đăng nhập và sử dụng Dịch vụ, bạn được hiển thị thông báo về việc xử lý dữ liệu cá nhân và đưa ra sự đồng ý cho từng nhóm mục đích, theo Điều 11 ${ND13}. Sự im lặng hoặc không phản hồi không được coi là đồng ý. Với mục đích tiếp thị, quảng cáo, chúng tôi hỏi ý kiến riêng và bạn có thể từ chối mà vẫn dùng được Dịch vụ.`,
      ),
      p(
        `Bạn có thể rút lại sự đồng ý bất cứ lúc nào (Điều 12 ${ND13}). Việc rút lại không ảnh hưởng đến tính hợp pháp của việc xử lý đã thực hiện trước đó. Nếu bạn rút lại sự đồng ý với những mục đích cần thiết để vận hành Tài khoản, chúng tôi có thể không tiếp tục cung cấp Dịch vụ cho bạn, và sẽ cho bạn biết trước hậu quả đó.`,
      ),
      p(
        `Trong một số trường hợp, chúng tôi được xử lý dữ liệu mà không cần sự đồng ý theo Điều 17 ${ND13}, ví dụ để thực hiện nghĩa vụ hợp đồng với bạn, thực hiện nghĩa vụ theo quy định của luật, hoặc khi có yêu cầu của cơ quan nhà nước có thẩm quyền.`,
      ),
    ]),
    section('chia-se', 'Chia sẻ dữ liệu', [
      p('Chúng tôi không bán dữ liệu cá nhân của bạn. Dữ liệu chỉ được chia sẻ trong các trường hợp sau:'),
      ul(
        'Với người dùng khác: tên hiển thị, ảnh đại diện, cấp độ, bản thu và bình luận công khai, hoạt động trong phòng hát, thứ hạng sự kiện, và tên người tặng quà được hiển thị công khai theo tính năng và chế độ riêng tư bạn chọn.',
        'Với đối tác thanh toán: Apple, Google và ngân hàng, trung gian thanh toán nhận thông tin cần thiết để xử lý giao dịch của bạn.',
        'Với nhà cung cấp dịch vụ xử lý dữ liệu thay mặt chúng tôi: lưu trữ đám mây, phân phối nội dung, gửi thông báo đẩy, gửi e-mail, phân tích lỗi. Họ bị ràng buộc bằng hợp đồng, chỉ được xử lý theo chỉ dẫn của chúng tôi và phải bảo mật dữ liệu.',
        'Với cơ quan nhà nước có thẩm quyền, khi có yêu cầu hợp lệ theo quy định pháp luật.',
        'Khi tái cơ cấu doanh nghiệp (sáp nhập, chia tách, chuyển nhượng): dữ liệu được chuyển cho bên kế thừa, và bạn được thông báo trước.',
      ),
      h3('Chuyển dữ liệu ra nước ngoài'),
      p(
        `Một số nhà cung cấp hạ tầng của chúng tôi đặt máy chủ ngoài lãnh thổ Việt Nam. Khi dữ liệu cá nhân được chuyển ra nước ngoài, chúng tôi lập và lưu giữ hồ sơ đánh giá tác động chuyển dữ liệu cá nhân ra nước ngoài, gửi cơ quan chuyên trách theo Điều 25 ${ND13}, và chỉ làm việc với nhà cung cấp có biện pháp bảo vệ tương đương chính sách này.`,
      ),
    ]),
    section('luu-tru', 'Thời gian lưu trữ', [
      p('Chúng tôi chỉ giữ dữ liệu trong thời gian cần cho mục đích xử lý, hoặc lâu hơn khi pháp luật yêu cầu:'),
      ul(
        'Dữ liệu Tài khoản, hồ sơ và nội dung: trong suốt thời gian Tài khoản hoạt động. Nội dung bạn tự xoá được gỡ khỏi Dịch vụ ngay và khỏi hệ thống trong vòng 30 ngày.',
        'Khi bạn xoá Tài khoản: có 30 ngày để bạn đổi ý (bạn có thể yêu cầu xoá ngay, không chờ); sau đó dữ liệu bị xoá hoặc ẩn danh hoá. Bản sao lưu được ghi đè theo chu kỳ tối đa 90 ngày.',
        'Chứng từ, sổ sách giao dịch (mua, tặng, chuyển kim cương): tối thiểu 10 năm theo Luật Kế toán năm 2015.',
        'Hồ sơ báo cáo vi phạm, khiếu nại và quyết định xử lý: 3 năm kể từ khi xử lý xong, để giải quyết khiếu nại và ngăn tái vi phạm.',
        'Nhật ký hệ thống: theo thời hạn pháp luật về an ninh mạng yêu cầu, sau đó được xoá tự động.',
      ),
    ]),
    section('bao-ve', 'Cách chúng tôi bảo vệ dữ liệu', [
      ul(
        'Mã hoá dữ liệu khi truyền (HTTPS/TLS) và mã hoá dữ liệu nhạy cảm khi lưu trữ.',
        'Phân quyền truy cập theo vai trò: nhân viên chỉ truy cập dữ liệu cần cho công việc, mọi truy cập được ghi nhật ký.',
        'Nhân viên và đối tác xử lý dữ liệu đều ký cam kết bảo mật.',
        'Rà soát, kiểm tra an toàn hệ thống định kỳ; sao lưu và phương án khôi phục khi có sự cố.',
      ),
      p(
        `Khi xảy ra vi phạm quy định bảo vệ dữ liệu cá nhân, chúng tôi thông báo cho Bộ Công an (Cục An ninh mạng và phòng, chống tội phạm sử dụng công nghệ cao) chậm nhất 72 giờ sau khi phát hiện theo Điều 23 ${ND13}, và thông báo cho bạn nếu sự cố có thể ảnh hưởng đến bạn.`,
      ),
      p(
        'Không có hệ thống nào an toàn tuyệt đối. Hãy tự bảo vệ tài khoản Google của mình, bật xác minh hai bước và không chia sẻ thiết bị đang đăng nhập cho người khác.',
      ),
    ]),
    section('quyen-cua-ban', 'Quyền của bạn', [
      p(`Theo Điều 9 ${ND13}, với tư cách chủ thể dữ liệu, bạn có các quyền:`),
      ol(
        'Quyền được biết về hoạt động xử lý dữ liệu cá nhân của mình.',
        'Quyền đồng ý hoặc không đồng ý cho phép xử lý dữ liệu cá nhân của mình.',
        'Quyền truy cập để xem, chỉnh sửa hoặc yêu cầu chỉnh sửa dữ liệu cá nhân của mình.',
        'Quyền rút lại sự đồng ý.',
        'Quyền xoá dữ liệu hoặc yêu cầu xoá dữ liệu cá nhân của mình.',
        'Quyền yêu cầu hạn chế xử lý dữ liệu cá nhân.',
        'Quyền yêu cầu cung cấp dữ liệu cá nhân của mình.',
        'Quyền phản đối việc xử lý dữ liệu, kể cả nhằm mục đích quảng cáo, tiếp thị.',
        'Quyền khiếu nại, tố cáo, khởi kiện theo quy định pháp luật.',
        'Quyền yêu cầu bồi thường thiệt hại khi có vi phạm quy định về bảo vệ dữ liệu cá nhân của bạn.',
        'Quyền tự bảo vệ theo quy định của Bộ luật Dân sự và pháp luật liên quan.',
      ),
      h3('Cách thực hiện quyền'),
      ul(
        'Xem và sửa hồ sơ: trong ứng dụng, mục Tôi → Chỉnh sửa hồ sơ.',
        'Xoá bản thu, bình luận: ngay trên từng nội dung; đổi chế độ riêng tư của bản thu bất cứ lúc nào.',
        'Tắt thông báo, tin khuyến mại: Tôi → Cài đặt → Thông báo.',
        ['Xoá Tài khoản và dữ liệu: xem ', link('hướng dẫn xoá tài khoản', routes.deleteAccount.href()), '.'],
        [
          'Các yêu cầu khác (cung cấp bản sao dữ liệu, hạn chế xử lý, rút lại sự đồng ý, phản đối): gửi e-mail đến ',
          mail,
          ' từ địa chỉ e-mail gắn với Tài khoản, kèm uid của bạn.',
        ],
      ),
      p(
        `Chúng tôi có thể cần xác minh danh tính trước khi thực hiện để bảo vệ bạn. Yêu cầu được xử lý trong thời hạn ${ND13} quy định (72 giờ với yêu cầu cung cấp, xoá hoặc hạn chế xử lý dữ liệu, kể từ khi nhận đủ thông tin), trừ trường hợp pháp luật quy định khác. Việc thực hiện quyền là miễn phí.`,
      ),
    ]),
    section('cookie', 'Cookie và bộ nhớ trên trình duyệt', [
      p('Trang web của chúng tôi dùng một số công nghệ lưu trữ trên trình duyệt của bạn:'),
      ul(
        'Bộ nhớ cục bộ (local storage): giữ phiên đăng nhập trên web và các lựa chọn của bạn, để bạn không phải đăng nhập lại mỗi lần mở trang.',
        'Bộ nhớ đệm của service worker: lưu giao diện trang web để trang mở nhanh hơn và dùng được khi mạng yếu. Bộ nhớ này không chứa số dư hay lịch sử giao dịch của bạn.',
        'Cookie của Google: khi bạn đăng nhập bằng Google, Google có thể đặt cookie theo chính sách của Google.',
      ),
      p(
        'Chúng tôi không dùng cookie quảng cáo của bên thứ ba để theo dõi bạn trên các trang web khác. Bạn có thể xoá dữ liệu trang web trong cài đặt trình duyệt bất cứ lúc nào; khi đó bạn sẽ cần đăng nhập lại.',
      ),
    ]),
    section('tre-em', 'Trẻ em', [
      p(
        `Dịch vụ không nhắm đến trẻ em. Người dưới 16 tuổi chỉ được sử dụng Dịch vụ khi có sự đồng ý của cha, mẹ hoặc người giám hộ. Với trẻ từ đủ 7 tuổi trở lên, việc xử lý dữ liệu cần cả sự đồng ý của trẻ, theo Điều 20 ${ND13}.`,
      ),
      p(
        'Nếu phát hiện đã thu thập dữ liệu của trẻ em khi chưa có sự đồng ý hợp lệ, chúng tôi sẽ ngừng xử lý và xoá dữ liệu đó. Cha mẹ hoặc người giám hộ có thể liên hệ ',
        mail,
        ' để xem, yêu cầu xoá dữ liệu hoặc xoá Tài khoản của trẻ.',
      ),
    ]),
    section('xoa-du-lieu', 'Xoá tài khoản và dữ liệu', [
      p(
        'Bạn có thể tự xoá Tài khoản trong ứng dụng hoặc gửi yêu cầu qua e-mail. Sau 30 ngày chờ, hồ sơ, bản thu, bình luận, danh sách theo dõi và số kim cương còn lại bị xoá vĩnh viễn; chứng từ giao dịch được giữ theo thời hạn nêu tại mục Thời gian lưu trữ.',
      ),
      p('Các bước chi tiết và những gì được giữ lại có tại trang ', link('Xoá tài khoản', routes.deleteAccount.href()), '.'),
    ]),
    section('thay-doi', 'Thay đổi chính sách', [
      p(
        'Chúng tôi có thể cập nhật Chính sách này khi thay đổi tính năng, đối tác xử lý dữ liệu hoặc khi pháp luật thay đổi. Phiên bản mới được đăng tại trang này cùng ngày có hiệu lực.',
      ),
      p(
        'Nếu thay đổi mở rộng mục đích xử lý hoặc loại dữ liệu thu thập, chúng tôi sẽ thông báo trong ứng dụng trước khi áp dụng và xin lại sự đồng ý của bạn khi pháp luật yêu cầu.',
      ),
    ]),
    section('lien-he', 'Liên hệ', [
      p('Mọi câu hỏi hay yêu cầu về dữ liệu cá nhân, vui lòng liên hệ bộ phận bảo vệ dữ liệu cá nhân của chúng tôi:'),
      ul(COMPANY, `Địa chỉ: ${COMPANY_ADDRESS}`, ['E-mail: ', mail]),
      note(
        'Nếu không hài lòng với cách chúng tôi giải quyết, bạn có quyền khiếu nại, tố cáo đến cơ quan nhà nước có thẩm quyền hoặc khởi kiện theo quy định của pháp luật.',
      ),
    ]),
  ],
};
