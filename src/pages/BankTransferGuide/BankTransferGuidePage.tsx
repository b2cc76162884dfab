import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND, SUPPORT_EMAIL } from '../../lib/config';
import { formatCount, formatVnd } from '../../lib/format';
import { routes } from '../../lib/routes';
import { Head } from '../../components/Head';
import { BankAccountDetails, BankBadge } from '../../features/diamonds/components/BankAccountDetails';
import { KeptOrders } from '../../features/diamonds/components/KeptOrders';
import { ACCOUNT_OWNER, BANK_CREDIT_TIME, bankLabel, DEFAULT_BANK, RECEIVING_BANKS } from '../../features/diamonds/lib/banks';
import { useSignedInOwner } from '../../features/diamonds/lib/choice';
import { MEMO_MAX } from '../../features/diamonds/lib/memo';
import { CUSTOM_AMOUNT, VND_PER_DIAMOND } from '../../features/diamonds/lib/packages';
import { PackagesArt, ReceiverArt, ScanArt, WaitArt } from './illustrations';
import './BankTransferGuidePage.css';

/** A made-up order code for the example: every real order gets its own. */
const exampleMemo = 'HATVUI 7KQ2XM9P';

const STEPS: { title: string; art: ReactNode; text: ReactNode }[] = [
  {
    title: 'Mở trang nạp của người nhận',
    art: <ReceiverArt />,
    text: (
      <>
        Trong ứng dụng {BRAND}, vào <strong>Ví → Nạp kim cương → Chuyển khoản</strong>, hoặc mở đường dẫn nạp bằng chuyển khoản bạn được gửi. Kiểm tra
        đúng ảnh, tên và ID của người nhận.
      </>
    ),
  },
  {
    title: 'Chọn gói kim cương',
    art: <PackagesArt />,
    text: (
      <>
        Mỗi gói có số tiền cố định, gói lớn có thêm kim cương tặng thêm. Bạn cũng có thể nhập số khác, từ {formatCount(CUSTOM_AMOUNT.min)} đến{' '}
        <span className="nowrap">{formatCount(CUSTOM_AMOUNT.max)} kim cương</span> (<span className="nowrap">1 kim cương</span> ={' '}
        {formatVnd(VND_PER_DIAMOND)}).
      </>
    ),
  },
  {
    title: 'Bấm “Tạo lệnh chuyển khoản”',
    art: <ScanArt />,
    text: (
      <>
        Trang hiện mã VietQR, số tài khoản, số tiền và một <strong>nội dung chuyển khoản riêng cho lệnh này</strong>, ví dụ{' '}
        <strong className="guide__memo">{exampleMemo}</strong>. Quét mã bằng ứng dụng ngân hàng (mọi thông tin đã điền sẵn), hoặc bấm “Sao chép” từng
        dòng rồi dán vào ứng dụng.
      </>
    ),
  },
  {
    title: 'Chuyển đúng số tiền, đúng nội dung, rồi chờ',
    art: <WaitArt />,
    text: (
      <>
        Lệnh hiện trạng thái <strong>Đang chờ tiền về</strong>. Khi tiền về với đúng nội dung và số tiền, kim cương được cộng tự động, thường sau{' '}
        <span className="nowrap">{BANK_CREDIT_TIME.usual}</span> {BANK_CREDIT_TIME.usualWhen}, chậm nhất{' '}
        <span className="nowrap">{BANK_CREDIT_TIME.atMost}</span>.
      </>
    ),
  },
];

const FAQ: { q: string; a: ReactNode }[] = [
  {
    q: 'Tôi quên ghi nội dung chuyển khoản, hoặc ghi sai. Phải làm sao?',
    a: (
      <>
        Đừng chuyển lại lần nữa. Hãy gửi thư đến <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> kèm ảnh biên lai chuyển khoản (thấy rõ thời
        gian, số tiền, tài khoản nhận), mã yêu cầu và ID người nhận. Chúng tôi đối chiếu thủ công và cộng kim cương trong tối đa{' '}
        <span className="nowrap">3 ngày</span> làm việc.
      </>
    ),
  },
  {
    q: 'Bao lâu thì tôi nhận được kim cương?',
    a: (
      <>
        Thường <span className="nowrap">{BANK_CREDIT_TIME.usual}</span> {BANK_CREDIT_TIME.usualWhen}, chậm nhất{' '}
        <span className="nowrap">{BANK_CREDIT_TIME.atMost}</span>. Chuyển khoản liên ngân hàng vào ban đêm, cuối tuần hoặc ngày lễ có thể về chậm hơn
        do ngân hàng. Trong lúc chờ, giao dịch hiện “Đang xử lý” trong <Link to={routes.transactionHistory.href()}>lịch sử giao dịch</Link>.
      </>
    ),
  },
  {
    q: 'Tôi chuyển sai số tiền thì sao?',
    a: (
      <>
        Lệnh chỉ được khớp tự động khi số tiền đúng bằng số tiền của lệnh. Chuyển sai số tiền thì đừng chuyển thêm: hãy gửi thư đến{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> kèm mã yêu cầu và ảnh biên lai. Chúng tôi đối chiếu thủ công và cộng kim cương theo số
        tiền thực nhận, với giá {formatVnd(VND_PER_DIAMOND)} một kim cương (làm tròn xuống; kim cương tặng thêm chỉ áp dụng khi đúng số tiền của gói),
        hoặc hoàn lại phần chuyển thừa nếu bạn muốn, trong vòng <span className="nowrap">7 ngày</span>.
      </>
    ),
  },
  {
    q: 'Tôi có thể nạp cho người khác không?',
    a: (
      <>
        Được, và không cần đăng nhập. Mở trang nạp của người đó (đường dẫn họ gửi bạn) và tạo lệnh ở đó: kim cương sẽ vào tài khoản của họ. Nếu bạn đã
        đăng nhập, họ thấy tên bạn trong lịch sử giao dịch; nếu chưa, giao dịch ghi “khách nạp hộ”.
      </>
    ),
  },
  {
    q: 'Tôi xem lại lệnh nạp đã tạo ở đâu?',
    a: (
      <>
        Mỗi lệnh nạp bằng chuyển khoản được giữ trên thiết bị bạn dùng để tạo nó, trong mục “Lệnh nạp của bạn” ở trang nạp, trang này và lịch sử giao
        dịch: người nhận, số kim cương, số tiền, nội dung, và mã QR để chuyển lại cho đúng. Khi bạn nạp cho chính mình và đã đăng nhập, trạng thái tự
        cập nhật; khi nạp hộ người khác, người nhận thấy giao dịch trong lịch sử của họ.
      </>
    ),
  },
  {
    q: 'Có mất phí không?',
    a: <>{BRAND} không thu phí nạp. Phí chuyển khoản (nếu có) do ngân hàng của bạn quy định; hãy chuyển đủ số tiền của gói.</>,
  },
];

export default function BankTransferGuidePage() {
  const { signedIn, owner } = useSignedInOwner();
  const others = RECEIVING_BANKS.filter((bank) => bank.id !== DEFAULT_BANK.id);
  return (
    <article className="page guide-page">
      <div className="container container--narrow">
        <Head
          title="Hướng dẫn nạp kim cương bằng chuyển khoản"
          description={`Cách nạp kim cương ${BRAND} bằng chuyển khoản ngân hàng hoặc mã VietQR: số tài khoản, nội dung chuyển khoản và câu hỏi thường gặp.`}
          canonicalPath={routes.bankTransferGuide.href()}
        />
        <h1>Nạp kim cương bằng chuyển khoản</h1>
        <p className="guide__lead">
          Chuyển khoản từ bất kỳ ngân hàng nào tại Việt Nam, bằng số tài khoản hoặc mã VietQR. Làm theo <span className="nowrap">4 bước</span> dưới
          đây.
        </p>
        <div className="guide__cta">
          {signedIn && owner ? (
            <Link className="button" to={routes.rechargeBank.href(owner.uid)}>
              Nạp cho tài khoản của tôi
            </Link>
          ) : !signedIn ? (
            <>
              <p>
                Nạp bằng chuyển khoản không cần tài khoản: mở trang nạp của người nhận (đường dẫn họ gửi bạn) và tạo lệnh ngay trong ứng dụng bạn đang
                dùng.
              </p>
              <Link className="button button--secondary" to={routes.login.href(routes.bankTransferGuide.href())}>
                Đăng nhập để nạp cho tài khoản của bạn
              </Link>
            </>
          ) : null}
        </div>
        <KeptOrders />

        <h2>Các bước</h2>
        <ol className="guide-steps">
          {STEPS.map((step, i) => (
            <li key={step.title} className="card guide-step">
              {step.art}
              <h3>
                <span className="guide-step__number" aria-hidden="true">
                  {i + 1}
                </span>
                {step.title}
              </h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>

        <h2>Tài khoản nhận tiền</h2>
        <p>
          Mọi tài khoản nhận tiền nạp đều đứng tên <strong>{ACCOUNT_OWNER}</strong>. {BRAND} không bao giờ yêu cầu bạn chuyển tiền vào tài khoản cá
          nhân.
        </p>
        <div className="card guide-bank">
          <p className="guide-bank__name">
            <BankBadge bank={DEFAULT_BANK} /> <strong>{bankLabel(DEFAULT_BANK)}</strong>
          </p>
          <BankAccountDetails bank={DEFAULT_BANK} />
        </div>
        <details className="card guide-more">
          <summary>Xem tài khoản ở {others.length} ngân hàng khác</summary>
          {others.map((bank) => (
            <div key={bank.id} className="guide-bank">
              <p className="guide-bank__name">
                <BankBadge bank={bank} /> <strong>{bankLabel(bank)}</strong>
              </p>
              <BankAccountDetails bank={bank} />
            </div>
          ))}
        </details>

        <h2>Nội dung chuyển khoản</h2>
        <p>
          Mỗi lệnh nạp có nội dung riêng: chữ <strong>HATVUI</strong>, một khoảng trắng và 8 chữ cái hoặc chữ số (ví dụ{' '}
          <strong className="guide__memo">{exampleMemo}</strong>), không dấu, không quá <span className="nowrap">{MEMO_MAX} ký tự</span> để ngân hàng
          nào cũng giữ nguyên. Nhờ nội dung này, khoản chuyển được khớp đúng với lệnh của bạn, kể cả khi bạn tạo nhiều lệnh cùng số tiền. Đừng dùng
          lại nội dung của lệnh cũ: mỗi lần nạp, hãy tạo lệnh mới.
        </p>

        <h2>Câu hỏi thường gặp</h2>
        <div className="faq">
          {FAQ.map((item) => (
            <details key={item.q} className="faq__item">
              <summary>{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
        </div>
      </div>
    </article>
  );
}
