// The articles shipped with the app ("Bài viết nổi bật"): tips and explainers, newest first. The app
// links to one with /articles/trending#<slug>, so a slug never changes once published.
import { BRAND } from '../lib/config';

export interface Article {
  /** ASCII slug without diacritics: the article's element id and hash. */
  readonly slug: string;
  readonly title: string;
  /** Short label shown above the title. */
  readonly category: string;
  /** Publication date, ISO yyyy-mm-dd. */
  readonly date: string;
  readonly summary: string;
  /** The full text, one string per paragraph. */
  readonly body: readonly string[];
}

export const ARTICLES: readonly Article[] = [
  {
    slug: 'qua-tang-va-kim-cuong',
    title: 'Quà tặng và kim cương hoạt động thế nào?',
    category: 'Kim cương & quà',
    date: '2024-05-06',
    summary: 'Kim cương dùng để làm gì, tặng quà ra sao, chuyển cho bạn bè thế nào và những điều cần nhớ để không bị lừa.',
    body: [
      `Kim cương là đơn vị ảo trong ${BRAND}. Bạn dùng kim cương để tặng quà cho bản thu, cho người đang hát trong phòng, hoặc để ủng hộ thí sinh trong sự kiện. Kim cương không phải tiền, không rút ra được và không đổi ngược lại thành tiền.`,
      'Bạn có thể mua kim cương ngay trong ứng dụng qua App Store, Google Play, hoặc nạp bằng chuyển khoản ngân hàng theo hướng dẫn trên trang web. Với chuyển khoản, hãy ghi đúng nội dung chuyển khoản mà hệ thống cấp để kim cương được cộng tự động.',
      'Khi tặng quà, số kim cương bằng giá món quà được trừ ngay khỏi tài khoản của bạn. Người nhận thấy hiệu ứng quà, tên bạn trong danh sách người ủng hộ và được cộng kim cương theo tỷ lệ hiển thị trong ứng dụng. Quà đã tặng thì không thu hồi được, nên hãy chọn đúng bản thu, đúng người trước khi bấm.',
      'Bạn cũng có thể chuyển kim cương cho bạn bè bằng uid của họ. Màn hình xác nhận luôn hiện tên, ảnh đại diện người nhận và số kim cương: hãy kiểm tra kỹ, vì giao dịch chuyển không thể huỷ.',
      'Nhân viên của chúng tôi không bao giờ nhắn tin xin bạn chuyển kim cương, mật khẩu hay mã xác minh. Những lời mời “bán kim cương giá rẻ”, “nhân đôi kim cương” đều là lừa đảo. Gặp trường hợp như vậy, hãy báo cáo tài khoản đó ngay trong ứng dụng.',
      'Mọi lần nạp, tặng, nhận và chuyển kim cương đều nằm trong Lịch sử giao dịch, có thể lọc theo từng loại để bạn dễ kiểm tra.',
    ],
  },
  {
    slug: 'giu-giong-hat-khoe',
    title: '7 thói quen giúp giữ giọng hát khoẻ',
    category: 'Sức khoẻ giọng hát',
    date: '2024-04-18',
    summary: 'Giọng hát cũng cần được chăm sóc như một nhạc cụ. Vài thói quen nhỏ mỗi ngày giúp bạn hát lâu mà không khàn tiếng.',
    body: [
      'Khởi động trước khi hát. Dành 5 phút ngân nhẹ “ư”, rung môi “brrr” từ thấp lên cao rồi xuống lại. Dây thanh được làm ấm sẽ dẻo hơn và ít bị căng khi lên nốt cao.',
      'Uống đủ nước ấm. Nước giúp dây thanh trơn và linh hoạt. Hạn chế nước đá, rượu bia và cà phê ngay trước khi hát vì chúng làm khô cổ họng.',
      'Không gào. Khi micro đã có âm lượng, bạn không cần hát to hơn nhạc. Nếu thấy phải rướn cổ, nhăn mặt để lên nốt, hãy hạ tông bài hát xuống một hai cung trong phần cài đặt bài hát.',
      'Thở bằng bụng. Hít vào để bụng phình ra, vai giữ yên. Hơi thở sâu giúp câu hát dài và chắc mà cổ họng không phải gồng.',
      'Nghỉ giữa các bài. Hát liền nhiều giờ trong phòng hát rất vui nhưng dễ mệt giọng. Sau mỗi ba, bốn bài, hãy nghỉ vài phút, nhấp chút nước.',
      'Ngủ đủ giấc và tránh la hét. Giọng hát phản ánh sức khoẻ chung; thiếu ngủ, nói to cả ngày hay hút thuốc đều khiến giọng nhanh khàn.',
      'Lắng nghe cơ thể. Nếu khàn tiếng, đau rát kéo dài hơn hai tuần, hãy đi khám bác sĩ tai mũi họng. Trong lúc đó, nghỉ hát là cách tốt nhất để giọng hồi phục.',
    ],
  },
  {
    slug: 'su-kien-hoat-dong-the-nao',
    title: 'Sự kiện mùa diễn ra thế nào?',
    category: 'Sự kiện',
    date: '2024-03-28',
    summary: 'Cách đăng ký, cách tính điểm, bảng xếp hạng và nhận giải: tất cả những gì bạn cần biết trước khi tham gia sự kiện.',
    body: [
      `Mỗi mùa, ${BRAND} tổ chức các sự kiện theo chủ đề: mùa xuân với nhạc Tết, mùa hè với bài hát tuổi học trò, cuối năm với những bản tình ca. Sự kiện đang diễn ra luôn có biểu ngữ ở trang chủ ứng dụng.`,
      'Để tham gia, bạn mở trang sự kiện, đọc thể lệ và chọn một bài trong danh sách bài hát của sự kiện. Bản thu đăng trong thời gian diễn ra và gắn thẻ sự kiện sẽ được tính vào bảng xếp hạng.',
      'Điểm thường được tính từ quà tặng mà bản thu nhận được, kèm lượt nghe, lượt thích tuỳ thể lệ từng sự kiện. Bảng xếp hạng cập nhật liên tục, bạn có thể xem thứ hạng của mình và những người ủng hộ nhiều nhất.',
      'Khi sự kiện kết thúc, kết quả được chốt và công bố trên trang sự kiện. Giải thưởng có thể là khung ảnh đại diện, huy hiệu, kim cương hoặc quà hiện vật. Giải hiện vật được liên hệ trao qua tin nhắn chính thức trong ứng dụng.',
      'Mọi hình thức gian lận như dùng tài khoản ảo, công cụ tự động hay mua bán lượt bình chọn đều bị huỷ kết quả. Hãy hát thật lòng và mời bạn bè cổ vũ: đó cũng là cách vui nhất để leo hạng.',
    ],
  },
  {
    slug: 'song-ca-an-y',
    title: 'Song ca sao cho ăn ý',
    category: 'Song ca',
    date: '2024-02-20',
    summary: 'Song ca là hát cùng nhau, không phải hát đè lên nhau. Vài phép lịch sự nhỏ giúp bản song ca hay hơn và bạn song ca vui hơn.',
    body: [
      'Chọn đúng phần của mình. Lời bài song ca được tô màu theo từng người: phần của bạn, phần của bạn song ca và đoạn hát chung. Hãy nghe qua một lượt trước khi thu để biết mình vào ở đâu.',
      'Giữ âm lượng vừa phải. Nếu bạn hát to hơn hẳn, giọng của người kia sẽ bị chìm. Sau khi thu, dùng thanh cân bằng âm lượng để hai giọng nghe rõ như nhau.',
      'Đừng hát vào phần của người khác. Ở đoạn bè hay hát chung, hãy hoà giọng thay vì lấn át. Một bản song ca hay là khi người nghe thấy hai giọng cùng nâng nhau lên.',
      'Cảm ơn bạn song ca. Khi ghép bản thu với một người lạ, một lời cảm ơn hay một món quà nhỏ dưới bản thu là cách làm quen dễ thương. Nếu không muốn người khác song ca với bản thu của mình, bạn có thể tắt song ca trong cài đặt bản thu.',
      'Góp ý nhẹ nhàng. Ai cũng từng hát lạc nhịp. Bình luận tích cực, cụ thể như “đoạn điệp khúc bạn lên cao hay quá” sẽ giúp cả hai cùng tiến bộ.',
    ],
  },
  {
    slug: 'thu-am-voi-tai-nghe',
    title: 'Thu âm bằng tai nghe: vì sao nên và làm thế nào',
    category: 'Thu âm',
    date: '2024-01-15',
    summary: 'Đeo tai nghe khi thu giúp bản thu sạch tiếng nhạc dội, giọng rõ và hiệu ứng vang đẹp hơn. Đây là cách làm đúng.',
    body: [
      'Khi bạn hát với loa ngoài, micro điện thoại thu cả tiếng nhạc phát ra từ loa. Tiếng nhạc bị thu hai lần, lệch nhau một chút, làm bản thu bị đục và khó chỉnh. Đeo tai nghe, micro chỉ thu giọng bạn, còn nhạc nền được ghép vào sạch sẽ.',
      'Tai nghe có dây thường cho độ trễ thấp nhất nên giọng và nhạc khớp nhịp hơn. Tai nghe Bluetooth vẫn dùng được, nhưng nếu nghe thấy giọng mình bị chậm, hãy bật “Chỉnh độ trễ” trong màn hình thu để ứng dụng tự canh lại.',
      'Nếu tai nghe có micro trên dây, hãy giữ micro cách miệng khoảng một gang tay và tránh để dây cọ vào áo. Với micro của điện thoại, cầm máy ngang cằm, hướng micro về phía miệng.',
      'Bật “Nghe lại giọng” (tai nghe phản hồi) để nghe giọng mình trong tai khi hát, giúp bạn giữ cao độ tốt hơn. Chỉnh âm lượng nhạc nền vừa đủ để vẫn nghe rõ giọng mình.',
      'Thu ở nơi yên tĩnh, ít tiếng vang: phòng có rèm, gối, chăn sẽ tốt hơn nhà tắm. Sau khi thu, thử vài hiệu ứng vang khác nhau rồi chọn cái hợp bài nhất trước khi đăng.',
    ],
  },
  {
    slug: 'meo-hat-karaoke-hay-hon',
    title: '10 mẹo hát karaoke hay hơn ngay tối nay',
    category: 'Mẹo hát',
    date: '2023-12-05',
    summary: 'Không cần học thanh nhạc cả năm: những mẹo nhỏ này giúp bạn tự tin cầm mic và có bản thu ưng ý ngay lần đầu.',
    body: [
      'Chọn bài bạn thuộc và thích. Bạn hát hay nhất khi đã nghe bài đó nhiều lần và thật sự thích nó. Bài quen giúp bạn tập trung vào cảm xúc thay vì đọc lời.',
      'Chỉnh tông cho hợp giọng. Nếu điệp khúc quá cao hay đoạn đầu quá trầm, hãy tăng giảm tông trong phần cài đặt bài hát. Hát đúng tông của mình luôn hay hơn cố theo tông ca sĩ.',
      'Nhìn lời trước một nhịp. Lời bài hát chạy theo nhạc và đổi màu theo từng chữ; hãy liếc trước dòng tiếp theo để không bị vào trễ.',
      'Giữ nhịp bằng cơ thể. Gõ nhẹ chân hoặc gật đầu theo nhịp trống giúp bạn không bị nhanh hay chậm hơn nhạc.',
      'Hát với cảm xúc. Người nghe nhớ một bản thu có hồn hơn là một bản thu không sai nốt nào. Hãy nghĩ về câu chuyện của bài hát khi hát.',
      'Thở đúng chỗ. Đánh dấu những chỗ nghỉ lấy hơi, thường là cuối mỗi câu, để không bị hụt hơi giữa chừng.',
      'Để micro cách miệng một khoảng vừa phải: gần hơn khi hát nhẹ, xa ra một chút khi lên cao và hát mạnh.',
      'Thu vài lần và chọn bản tốt nhất. Không ai hát hoàn hảo ngay lần đầu. Ứng dụng cho bạn nghe lại trước khi đăng, hãy tận dụng.',
      'Dùng hiệu ứng vừa đủ. Một chút vang giúp giọng ấm và đầy hơn, nhưng vang quá nhiều sẽ làm mất chữ.',
      'Quan trọng nhất: vui. Karaoke là để thư giãn và gắn kết với bạn bè. Cứ hát hết mình, tiến bộ sẽ đến sau mỗi bài.',
    ],
  },
  {
    slug: 'lap-phong-hat-dau-tien',
    title: 'Lập phòng hát đầu tiên của bạn',
    category: 'Phòng hát',
    date: '2023-11-10',
    summary: 'Phòng hát là nơi cả nhóm cùng hát trực tiếp, thay nhau cầm mic và trò chuyện. Đây là cách mở phòng và giữ phòng luôn vui.',
    body: [
      'Vào mục Phòng hát và chọn “Tạo phòng”. Đặt tên phòng dễ nhớ, viết vài dòng giới thiệu (ví dụ “Nhạc xưa mỗi tối thứ Bảy”) và chọn ảnh bìa. Bạn có thể để phòng công khai hoặc chỉ dành cho người được mời.',
      'Mời bạn bè bằng cách chia sẻ đường dẫn phòng. Người nhận mở đường dẫn sẽ thấy phòng đang hát bài gì, bao nhiêu người đang nghe, và có thể vào phòng ngay trong ứng dụng.',
      'Danh sách chờ hát giúp mọi người thay nhau cầm mic công bằng. Là chủ phòng, bạn có thể sắp xếp thứ tự, mời người lên mic hoặc mời xuống khi cần.',
      'Hãy đặt vài quy tắc phòng đơn giản: chào người mới, không spam bình luận, cổ vũ lẫn nhau. Chủ phòng có quyền tắt tiếng hoặc mời ra những người làm phiền.',
      'Người nghe có thể tặng quà cho người đang hát. Những người ủng hộ nhiều nhất sẽ xuất hiện ở đầu danh sách thành viên của phòng, một cách dễ thương để cảm ơn họ.',
    ],
  },
  {
    slug: 'chon-bai-hop-giong',
    title: 'Chọn bài hợp giọng: tìm tông và quãng giọng của bạn',
    category: 'Mẹo hát',
    date: '2023-10-02',
    summary:
      'Vì sao có bài bạn hát rất nhẹ nhàng, có bài lại thấy hụt hơi? Câu trả lời nằm ở quãng giọng. Cách tìm ra quãng giọng của mình rất đơn giản.',
    body: [
      'Quãng giọng là khoảng từ nốt thấp nhất đến nốt cao nhất mà bạn hát thoải mái, không phải gồng. Mỗi người có một quãng giọng riêng, và bài hát hợp giọng là bài nằm gọn trong quãng đó.',
      'Để tìm quãng giọng, hãy hát một bài quen thuộc rồi tăng tông dần từng nửa cung cho đến khi điệp khúc bắt đầu khó. Sau đó giảm dần cho đến khi đoạn đầu bài trở nên quá trầm. Khoảng ở giữa là vùng an toàn của bạn.',
      'Giọng nữ thường hợp với các bài của ca sĩ nữ, giọng nam với ca sĩ nam, nhưng không bắt buộc. Chỉ cần chỉnh tông lên hoặc xuống khoảng năm, sáu cung, bạn có thể hát hầu hết mọi bài.',
      'Khi thấy một bài hợp giọng, hãy lưu tông đó lại trong bài hát yêu thích. Lần sau mở bài, ứng dụng tự dùng tông bạn đã chọn.',
      'Đừng ngại thử các dòng nhạc khác: bolero, nhạc trẻ, nhạc Trịnh, rap. Có khi bạn sẽ bất ngờ với một giọng hát mà chính mình chưa từng nghe.',
    ],
  },
];
