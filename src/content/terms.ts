// Điều khoản sử dụng: the terms of use, as published on the site and linked from the app.
import { BRAND, COMPANY, COMPANY_ADDRESS, SUPPORT_EMAIL } from '../lib/config';
import { routes } from '../lib/routes';
import { h3, link, note, ol, p, section, ul, type LegalText } from './document';

const mail = link(SUPPORT_EMAIL, `mailto:${SUPPORT_EMAIL}`);
const privacy = link('Chính sách bảo mật', routes.privacy.href());

export const TERMS: LegalText = {
  title: 'Điều khoản sử dụng',
  description: `Điều khoản sử dụng ứng dụng ${BRAND}: tài khoản, nội dung thu âm và bản quyền, kim cương, quà tặng, chuyển kim cương và hoàn tiền.`,
  effectiveDate: '2023-07-01',
  intro: [
    p(
      `Chào mừng bạn đến với ${BRAND}. Điều khoản sử dụng này (“Điều khoản”) là thoả thuận giữa bạn và ${COMPANY} (“${BRAND}”, “chúng tôi”) về việc sử dụng ứng dụng ${BRAND} trên điện thoại, trang web và các dịch vụ đi kèm (gọi chung là “Dịch vụ”).`,
    ),
    p(
      'Vui lòng đọc kỹ trước khi sử dụng. Cách chúng tôi thu thập và xử lý dữ liệu cá nhân của bạn được trình bày trong ',
      privacy,
      ', là một phần không tách rời của Điều khoản này.',
    ),
  ],
  sections: [
    section('chap-nhan', 'Chấp nhận điều khoản', [
      p(
        'Khi tạo tài khoản, đăng nhập hoặc sử dụng bất kỳ phần nào của Dịch vụ, bạn xác nhận đã đọc, hiểu và đồng ý với Điều khoản này. Nếu không đồng ý, vui lòng ngừng sử dụng Dịch vụ.',
      ),
      p(
        'Một số tính năng (sự kiện, chương trình khuyến mại, gói kim cương) có thể có thể lệ riêng được công bố trong ứng dụng. Khi tham gia, bạn đồng thời đồng ý với thể lệ đó; nếu thể lệ riêng khác với Điều khoản này thì thể lệ riêng được ưu tiên áp dụng cho tính năng đó.',
      ),
      p(
        'Bạn cần đủ năng lực hành vi dân sự để tự mình đồng ý với Điều khoản. Người dưới 16 tuổi chỉ được sử dụng Dịch vụ khi có sự đồng ý và giám sát của cha, mẹ hoặc người giám hộ; người đại diện đó chịu trách nhiệm về việc sử dụng của trẻ, bao gồm cả các giao dịch mua kim cương.',
      ),
    ]),
    section('dinh-nghia', 'Giải thích từ ngữ', [
      p('Trong Điều khoản này, các từ ngữ dưới đây được hiểu như sau:'),
      ul(
        `“Tài khoản”: tài khoản ${BRAND} gắn với một mã định danh duy nhất (uid), dùng để đăng nhập và lưu trữ hồ sơ, bản thu, số dư kim cương của bạn.`,
        '“Bản thu”: bản ghi âm hoặc ghi hình phần trình bày của bạn (hát đơn, song ca) được tạo, lưu hoặc đăng tải qua Dịch vụ.',
        '“Nội dung người dùng”: mọi nội dung bạn tạo hoặc đăng tải, gồm bản thu, ảnh, bình luận, tin nhắn trong phòng hát, tên hiển thị, ảnh đại diện, lời giới thiệu và bài hát, video tải lên.',
        '“Phòng hát”: không gian trực tuyến nơi nhiều người cùng hát, nghe và trò chuyện theo thời gian thực.',
        '“Kim cương”: đơn vị ảo dùng trong Dịch vụ để tặng quà, mở tính năng và tham gia sự kiện. Kim cương không phải là tiền, không phải phương tiện thanh toán và không có giá trị quy đổi ra tiền.',
        '“Quà tặng”: vật phẩm ảo được mua bằng kim cương và gửi đến người dùng khác, bản thu hoặc phòng hát.',
      ),
    ]),
    section('tai-khoan', 'Tài khoản và đăng nhập', [
      p(
        `Bạn đăng nhập ${BRAND} bằng tài khoản Google. Khi đăng nhập lần đầu, chúng tôi tạo Tài khoản gắn với tài khoản Google đó và nhận từ Google tên, địa chỉ e-mail và ảnh đại diện của bạn theo sự cho phép bạn đã cấp. Đăng nhập bằng Facebook đã ngừng hỗ trợ; nếu bạn từng dùng cách này, xem `,
        link('hướng dẫn chuyển sang Google', routes.facebookLoginQuestion.href()),
        '.',
      ),
      p('Khi sử dụng Tài khoản, bạn cam kết:'),
      ul(
        'Cung cấp thông tin trung thực; không mạo danh người khác, tổ chức khác hoặc nhân viên của chúng tôi.',
        'Tự bảo mật tài khoản Google và thiết bị của mình; chịu trách nhiệm về mọi hoạt động diễn ra dưới Tài khoản của bạn.',
        'Không mua, bán, cho thuê, cho mượn hay chuyển nhượng Tài khoản cho người khác.',
        'Mỗi người chỉ dùng một số lượng Tài khoản hợp lý; không tạo Tài khoản hàng loạt để nhận thưởng, bình chọn hay tăng lượt nghe.',
        ['Báo ngay cho chúng tôi qua ', mail, ' khi phát hiện Tài khoản bị truy cập trái phép.'],
      ),
      p(
        'Tên hiển thị, ảnh đại diện và lời giới thiệu của bạn được công khai với người dùng khác. Chúng tôi có thể yêu cầu đổi hoặc tự thay thế tên, ảnh vi phạm Điều khoản này.',
      ),
      p(
        'Bạn có thể xoá Tài khoản bất cứ lúc nào. Những gì bị xoá, những gì được giữ lại và trong bao lâu được trình bày tại trang ',
        link('Xoá tài khoản', routes.deleteAccount.href()),
        '.',
      ),
    ]),
    section('quy-tac-su-dung', 'Quy tắc sử dụng', [
      p(`${BRAND} là nơi để mọi người hát và cổ vũ nhau. Để giữ cộng đồng vui vẻ và an toàn, khi sử dụng Dịch vụ bạn không được:`),
      ul(
        'Đăng tải, phát trực tiếp hoặc chia sẻ nội dung vi phạm pháp luật Việt Nam, chống phá Nhà nước, xúc phạm dân tộc, tôn giáo, danh nhân, anh hùng dân tộc, hoặc trái với thuần phong mỹ tục.',
        'Đăng nội dung khiêu dâm, đồi truỵ, bạo lực, kích động thù hận, phân biệt đối xử, hoặc nội dung có hại cho trẻ em.',
        'Quấy rối, đe doạ, lăng mạ, bôi nhọ hay tiết lộ thông tin cá nhân của người khác khi chưa được cho phép.',
        'Mạo danh người khác, giả mạo là nhân viên hay đối tác của chúng tôi.',
        'Spam, quảng cáo, kinh doanh đa cấp, đánh bạc, cá cược, lừa đảo; mời gọi giao dịch kim cương hay Tài khoản ngoài ứng dụng.',
        'Dùng phần mềm, công cụ tự động hoặc bất kỳ cách nào để tăng lượt nghe, lượt thích, bình chọn, điểm sự kiện một cách gian lận.',
        'Can thiệp, dò quét, dịch ngược, khai thác lỗ hổng hay làm gián đoạn hệ thống; thu thập dữ liệu của người dùng khác.',
        'Đăng tải nội dung xâm phạm quyền tác giả, quyền liên quan hoặc quyền sở hữu trí tuệ khác mà bạn không có quyền sử dụng.',
      ),
      p(
        'Các hành vi bị cấm trên được xác định theo pháp luật Việt Nam, trong đó có Luật An ninh mạng năm 2018 và các quy định về quản lý, cung cấp, sử dụng dịch vụ Internet và thông tin trên mạng.',
      ),
    ]),
    section('noi-dung-nguoi-dung', 'Nội dung người dùng và bản thu', [
      p('Bạn giữ các quyền mà bạn có đối với Nội dung người dùng của mình. Giọng hát và phần trình bày trong bản thu là của bạn.'),
      p(
        `Để vận hành Dịch vụ, bạn cấp cho ${COMPANY} quyền không độc quyền, miễn phí, có hiệu lực trên toàn thế giới để lưu trữ, sao chép, xử lý kỹ thuật (nén, chuyển định dạng, hoà âm với nhạc nền), hiển thị, phát và phân phối Nội dung người dùng trong phạm vi Dịch vụ, bao gồm cả các trang chia sẻ và các hình thức giới thiệu ${BRAND}. Quyền này chấm dứt khi bạn xoá nội dung hoặc xoá Tài khoản, trừ phần nội dung đã được người khác dùng hợp lệ (ví dụ bản song ca họ đã hoàn thành với phần hát của bạn) và các bản sao lưu được giữ trong thời gian trình bày tại `,
        privacy,
        '.',
      ),
      p('Bạn chọn ai được xem bản thu của mình:'),
      ul(
        'Công khai: mọi người, kể cả người chưa đăng nhập mở đường dẫn chia sẻ, đều xem và nghe được.',
        'Chỉ người theo dõi hoặc Riêng tư: chỉ những người bạn cho phép, hoặc chỉ mình bạn.',
      ),
      p(
        'Khi bạn mở một bản thu cho phép song ca, người khác có thể hát cùng phần của bạn và đăng bản song ca đó. Bạn có thể tắt song ca cho từng bản thu bất cứ lúc nào; các bản song ca đã đăng trước đó vẫn được giữ.',
      ),
      p(
        'Bạn chịu trách nhiệm về Nội dung người dùng của mình. Chúng tôi không kiểm duyệt trước mọi nội dung nhưng có quyền (và trong một số trường hợp có nghĩa vụ theo pháp luật) ẩn, gỡ bỏ hoặc hạn chế nội dung vi phạm Điều khoản này, kể cả khi không báo trước.',
      ),
    ]),
    section('ban-quyen', 'Bản quyền âm nhạc và sở hữu trí tuệ', [
      p(
        `Nhạc nền (beat), lời bài hát và dữ liệu đồng bộ lời trong ${BRAND} được cung cấp trên cơ sở hợp đồng với chủ sở hữu quyền hoặc tổ chức đại diện tập thể quyền tác giả, quyền liên quan. Các nội dung này chỉ được dùng để hát, thu âm và chia sẻ trong Dịch vụ, cho mục đích cá nhân, phi thương mại.`,
      ),
      p('Bạn không được:'),
      ul(
        'Tải xuống, trích xuất, sao chép nhạc nền hay lời bài hát ra khỏi Dịch vụ bằng công cụ ngoài ứng dụng.',
        'Dùng bản thu có nhạc nền của Dịch vụ cho mục đích thương mại (quảng cáo, bán, phát hành trên nền tảng khác để thu tiền) khi chưa có sự đồng ý bằng văn bản của chúng tôi và chủ sở hữu quyền.',
        'Tải lên video, bài hát hoặc đường dẫn YouTube mà bạn không có quyền sử dụng.',
      ),
      p(
        `Tên, biểu trưng, giao diện, mã nguồn và các tài sản khác của ${BRAND} thuộc quyền sở hữu của ${COMPANY} và được bảo hộ theo Luật Sở hữu trí tuệ. Điều khoản này không chuyển giao cho bạn bất kỳ quyền nào đối với các tài sản đó.`,
      ),
      h3('Khiếu nại về bản quyền'),
      p(
        'Nếu bạn là chủ sở hữu quyền (hoặc được uỷ quyền) và cho rằng một nội dung trên Dịch vụ xâm phạm quyền của mình, hãy gửi thông báo đến ',
        mail,
        ' kèm: thông tin liên hệ của bạn; tác phẩm bị xâm phạm và giấy tờ chứng minh quyền; đường dẫn đến nội dung vi phạm; và cam kết rằng thông tin cung cấp là chính xác. Bạn cũng có thể dùng trang ',
        link('Báo cáo vi phạm', routes.reportViolation.href()),
        '.',
      ),
      p(
        'Chúng tôi xem xét và gỡ bỏ hoặc ngăn truy cập nội dung vi phạm trong thời gian sớm nhất, thông báo cho người đăng tải và cho họ cơ hội phản hồi. Tài khoản vi phạm bản quyền nhiều lần sẽ bị khoá.',
      ),
    ]),
    section('kim-cuong', 'Kim cương', [
      h3('Mua kim cương'),
      p('Bạn có thể mua kim cương bằng các cách được hiển thị trong ứng dụng và trên trang web, gồm:'),
      ul('Thanh toán trong ứng dụng qua App Store (Apple) hoặc Google Play (Google); giao dịch chịu thêm điều khoản của Apple hoặc Google.', [
        'Chuyển khoản ngân hàng theo ',
        link('hướng dẫn nạp kim cương', routes.bankTransferGuide.href()),
        ', với đúng nội dung chuyển khoản mà hệ thống cấp cho bạn.',
      ]),
      p(
        'Giá mỗi gói được niêm yết bằng đồng Việt Nam (₫), đã bao gồm thuế giá trị gia tăng, trước khi bạn xác nhận thanh toán. Kim cương được cộng vào Tài khoản ngay khi thanh toán thành công; với chuyển khoản ngân hàng, việc cộng có thể mất thêm thời gian để đối soát.',
      ),
      h3('Bản chất của kim cương'),
      ul(
        'Kim cương là quyền sử dụng một số tính năng của Dịch vụ, không phải tiền, không phải tài sản gửi giữ, không phải phương tiện thanh toán và không sinh lãi.',
        'Kim cương không được quy đổi ngược ra tiền mặt, không rút về tài khoản ngân hàng hay ví điện tử, và không đổi sang hàng hoá, dịch vụ ngoài ứng dụng.',
        'Kim cương không có thời hạn sử dụng khi Tài khoản còn hoạt động, trừ kim cương tặng kèm trong khuyến mại có ghi rõ thời hạn.',
        'Chỉ mua kim cương qua các kênh chính thức nêu trên. Kim cương có được từ mua bán, trao đổi ngoài ứng dụng hoặc bằng phương thức thanh toán gian lận có thể bị thu hồi mà không hoàn tiền.',
      ),
      p(
        'Chúng tôi có thể thay đổi giá gói kim cương, giá quà tặng hoặc các tính năng dùng kim cương. Thay đổi không ảnh hưởng đến số kim cương bạn đang có.',
      ),
    ]),
    section('qua-tang-chuyen-kim-cuong', 'Quà tặng và chuyển kim cương', [
      h3('Tặng quà'),
      p(
        'Bạn có thể dùng kim cương để tặng quà cho bản thu, cho người hát trong phòng hát hoặc trong sự kiện. Số kim cương tương ứng với giá quà được trừ ngay khỏi Tài khoản của bạn; người nhận được ghi nhận quà và được cộng kim cương theo tỷ lệ công bố trong ứng dụng.',
      ),
      p(
        'Quà đã tặng không thể thu hồi, đổi người nhận hay hoàn lại, kể cả khi bản thu hoặc Tài khoản người nhận sau đó bị xoá, trừ trường hợp lỗi hệ thống được chúng tôi xác nhận.',
      ),
      h3('Chuyển kim cương'),
      p(
        'Bạn có thể chuyển kim cương cho người dùng khác bằng uid của họ. Trước khi xác nhận, ứng dụng hiển thị tên, ảnh đại diện của người nhận và số kim cương sẽ chuyển; hãy kiểm tra kỹ.',
      ),
      ul(
        'Giao dịch chuyển kim cương là cuối cùng: không thể huỷ hay yêu cầu hoàn lại khi bạn chuyển nhầm người hoặc nhầm số lượng.',
        'Chúng tôi có thể đặt hạn mức chuyển theo ngày, yêu cầu xác minh thêm, tạm giữ hoặc từ chối giao dịch có dấu hiệu bất thường.',
        'Không được dùng chuyển kim cương để mua bán kim cương lấy tiền, thanh toán hàng hoá, dịch vụ ngoài ứng dụng, đánh bạc hoặc rửa tiền.',
        'Cẩn thận với người hứa hẹn bán kim cương giá rẻ, “nhân đôi kim cương” hay nhận quà hộ: đó là lừa đảo. Nhân viên của chúng tôi không bao giờ yêu cầu bạn chuyển kim cương.',
      ),
      p(
        'Mọi giao dịch mua, tặng, nhận và chuyển kim cương đều được ghi trong ',
        link('lịch sử giao dịch', routes.transactionHistory.href()),
        ' của bạn.',
      ),
    ]),
    section('hoan-tien', 'Hoàn tiền', [
      p(
        'Vì kim cương được cộng ngay sau khi thanh toán và có thể dùng tức thì, nhìn chung khoản đã thanh toán không được hoàn lại. Chúng tôi hoàn tiền hoặc bù kim cương trong các trường hợp sau:',
      ),
      ul(
        'Bạn bị trừ tiền nhưng không nhận được kim cương do lỗi hệ thống hoặc lỗi đối soát.',
        'Bạn bị trừ tiền nhiều lần cho cùng một giao dịch.',
        'Chuyển khoản ngân hàng đúng số tiền nhưng không khớp được với Tài khoản, và bạn cung cấp đủ chứng từ để xác minh.',
        'Các trường hợp khác mà pháp luật về bảo vệ quyền lợi người tiêu dùng yêu cầu.',
      ),
      p('Cách thực hiện:'),
      ol(
        [
          'Gửi yêu cầu đến ',
          mail,
          ' trong vòng 30 ngày kể từ ngày giao dịch, kèm uid, thời điểm giao dịch, số tiền, mã giao dịch hoặc ảnh chụp chứng từ thanh toán.',
        ],
        'Chúng tôi phản hồi trong 3 ngày làm việc và xử lý xong trong tối đa 15 ngày làm việc kể từ khi nhận đủ thông tin.',
        'Khi được chấp nhận, chúng tôi cộng bù kim cương hoặc hoàn tiền về đúng phương thức và tài khoản đã thanh toán.',
      ),
      p(
        'Với giao dịch qua App Store hoặc Google Play, việc hoàn tiền do Apple hoặc Google quyết định theo chính sách của họ; bạn gửi yêu cầu trực tiếp cho họ. Khi một giao dịch được hoàn tiền, số kim cương tương ứng bị thu hồi khỏi Tài khoản; nếu số dư không đủ, Tài khoản có thể bị tạm khoá cho đến khi khoản chênh lệch được xử lý.',
      ),
      note(
        'Kim cương đã dùng để tặng quà, chuyển cho người khác hoặc tham gia sự kiện, và kim cương còn lại khi bạn xoá Tài khoản hoặc Tài khoản bị khoá do vi phạm, không được hoàn tiền.',
      ),
    ]),
    section('su-kien', 'Sự kiện và giải thưởng', [
      p(
        'Chúng tôi thường xuyên tổ chức sự kiện theo mùa, cuộc thi hát và bảng xếp hạng. Mỗi sự kiện có thể lệ riêng (thời gian, cách tính điểm, giải thưởng, điều kiện nhận giải) công bố trên trang sự kiện.',
      ),
      ul(
        'Điểm và thứ hạng được tính theo dữ liệu hệ thống của chúng tôi; kết quả công bố là kết quả cuối cùng.',
        'Hành vi gian lận (tài khoản ảo, công cụ tự động, mua bán lượt bình chọn, thông đồng tặng quà để nâng hạng) sẽ bị huỷ kết quả, thu hồi giải thưởng và có thể bị khoá Tài khoản.',
        'Giải thưởng hiện vật hoặc tiền mặt (nếu có) được trao theo thể lệ; người nhận giải cần cung cấp thông tin cần thiết để nhận giải và thực hiện nghĩa vụ thuế theo quy định.',
        'Chúng tôi có thể điều chỉnh, tạm dừng hoặc kết thúc sớm sự kiện vì lý do bất khả kháng hoặc sự cố kỹ thuật, và sẽ thông báo trong ứng dụng.',
      ),
    ]),
    section('xu-ly-vi-pham', 'Xử lý vi phạm, tạm khoá và chấm dứt', [
      p(
        'Bạn có thể báo cáo bản thu, bình luận, phòng hát hoặc người dùng vi phạm ngay trong ứng dụng hoặc tại trang ',
        link('Báo cáo vi phạm', routes.reportViolation.href()),
        '. Chúng tôi xem xét mọi báo cáo và giữ bí mật danh tính người báo cáo.',
      ),
      p('Tuỳ mức độ vi phạm, chúng tôi có thể áp dụng một hoặc nhiều biện pháp:'),
      ol(
        'Nhắc nhở, yêu cầu sửa hoặc gỡ nội dung.',
        'Ẩn hoặc xoá nội dung vi phạm.',
        'Hạn chế tính năng (bình luận, lập phòng, phát trực tiếp, chuyển kim cương) trong một thời gian.',
        'Tạm khoá Tài khoản.',
        'Khoá vĩnh viễn Tài khoản và từ chối cung cấp Dịch vụ.',
      ),
      p(
        'Với vi phạm nghiêm trọng hoặc có dấu hiệu tội phạm, chúng tôi có thể khoá Tài khoản ngay và cung cấp thông tin cho cơ quan nhà nước có thẩm quyền theo quy định pháp luật. Khi Tài khoản bị khoá vĩnh viễn do vi phạm, kim cương còn lại không được hoàn tiền.',
      ),
      p('Nếu cho rằng mình bị xử lý nhầm, bạn có thể khiếu nại qua ', mail, ' trong vòng 30 ngày. Chúng tôi sẽ xem xét lại và trả lời bạn.'),
    ]),
    section('gioi-han-trach-nhiem', 'Giới hạn trách nhiệm', [
      p(
        'Chúng tôi nỗ lực để Dịch vụ hoạt động ổn định, nhưng Dịch vụ được cung cấp theo hiện trạng và có thể bị gián đoạn do bảo trì, sự cố kỹ thuật, sự cố mạng hoặc sự kiện bất khả kháng. Chúng tôi sẽ thông báo trước các đợt bảo trì theo kế hoạch khi có thể.',
      ),
      ul(
        'Chúng tôi không chịu trách nhiệm về Nội dung người dùng do người khác đăng tải, hay về giao dịch, thoả thuận giữa bạn với người dùng khác ngoài Dịch vụ.',
        'Chúng tôi không chịu trách nhiệm về thiệt hại phát sinh do bạn không bảo mật tài khoản Google, thiết bị của mình, hoặc do bạn chuyển kim cương, chia sẻ thông tin cho kẻ lừa đảo.',
        'Trong phạm vi pháp luật cho phép, tổng trách nhiệm bồi thường của chúng tôi đối với bạn không vượt quá số tiền bạn đã thanh toán cho Dịch vụ trong 6 tháng trước thời điểm phát sinh thiệt hại.',
      ),
      p(
        'Giới hạn này không áp dụng trong trường hợp pháp luật không cho phép giới hạn trách nhiệm, và không làm mất các quyền của bạn theo Luật Bảo vệ quyền lợi người tiêu dùng.',
      ),
    ]),
    section('thay-doi', 'Thay đổi Dịch vụ và Điều khoản', [
      p(
        'Chúng tôi có thể cập nhật Dịch vụ và Điều khoản này để phù hợp với tính năng mới, yêu cầu pháp luật hoặc hoạt động kinh doanh. Phiên bản mới được đăng tại trang này cùng ngày có hiệu lực.',
      ),
      p(
        'Với thay đổi quan trọng (ảnh hưởng đến quyền lợi, kim cương hay chi phí của bạn), chúng tôi thông báo trong ứng dụng hoặc qua e-mail ít nhất 15 ngày trước khi có hiệu lực. Nếu tiếp tục sử dụng Dịch vụ sau ngày đó, bạn được coi là đồng ý với Điều khoản mới; nếu không đồng ý, bạn có thể ngừng sử dụng và xoá Tài khoản.',
      ),
      p(
        'Nếu chúng tôi chấm dứt hoàn toàn Dịch vụ, chúng tôi sẽ thông báo trước ít nhất 30 ngày và hướng dẫn cách xử lý số kim cương còn lại theo quy định pháp luật.',
      ),
    ]),
    section('luat-ap-dung', 'Luật áp dụng và giải quyết tranh chấp', [
      p('Điều khoản này được điều chỉnh và giải thích theo pháp luật nước Cộng hoà xã hội chủ nghĩa Việt Nam.'),
      p(
        'Mọi tranh chấp phát sinh trước hết được giải quyết qua thương lượng, hoà giải. Hãy liên hệ với chúng tôi trước để được hỗ trợ nhanh nhất. Nếu không giải quyết được trong vòng 30 ngày, một trong hai bên có thể đưa tranh chấp ra Toà án nhân dân có thẩm quyền tại Việt Nam.',
      ),
      p(
        'Nếu một quy định của Điều khoản này bị coi là vô hiệu, các quy định còn lại vẫn giữ nguyên hiệu lực. Việc chúng tôi chưa thực hiện một quyền theo Điều khoản không có nghĩa là từ bỏ quyền đó.',
      ),
    ]),
    section('lien-he', 'Liên hệ', [
      p('Mọi câu hỏi, góp ý hay khiếu nại về Điều khoản và Dịch vụ, vui lòng liên hệ:'),
      ul(COMPANY, `Địa chỉ: ${COMPANY_ADDRESS}`, ['E-mail: ', mail]),
      p('Chúng tôi phản hồi e-mail trong giờ làm việc, thường trong vòng 1–2 ngày làm việc.'),
    ]),
  ],
};
