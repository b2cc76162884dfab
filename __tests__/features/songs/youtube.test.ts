/**
 * @jest-environment node
 */
import { canonicalYoutubeUrl, parseYoutubeLink, YOUTUBE_LINK_MESSAGES } from '../../../src/features/songs/youtube';

const ID = 'dQw4w9WgXcQ';
const DASHED = 'a-B_c1D2e3F';

describe('YouTube links people paste', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, ID],
    [`http://www.youtube.com/watch?v=${ID}`, ID],
    [`https://youtube.com/watch?v=${ID}`, ID],
    [`www.youtube.com/watch?v=${ID}`, ID],
    [`youtube.com/watch?v=${ID}`, ID],
    [`  https://www.youtube.com/watch?v=${ID}  `, ID],
    [`https://www.youtube.com/watch?v=${ID}&t=30s`, ID],
    [`https://www.youtube.com/watch?feature=share&v=${ID}`, ID],
    [`https://www.youtube.com/watch?v=${ID}&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&index=3`, ID],
    [`https://www.youtube.com/watch?v=${ID}#t=1m5s`, ID],
    [`https://m.youtube.com/watch?v=${ID}`, ID],
    [`https://music.youtube.com/watch?v=${ID}&si=AbCdEf123`, ID],
    [`https://youtu.be/${ID}`, ID],
    [`youtu.be/${ID}?si=Zx81-ab_c`, ID],
    [`https://youtu.be/${ID}?t=42`, ID],
    [`https://www.youtube.com/shorts/${ID}`, ID],
    [`https://youtube.com/shorts/${ID}?si=xyz`, ID],
    [`https://www.youtube.com/embed/${ID}`, ID],
    [`https://www.youtube-nocookie.com/embed/${ID}?start=10`, ID],
    [`https://www.youtube.com/live/${ID}?feature=share`, ID],
    [`https://m.youtube.com/shorts/${ID}/`, ID],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`, ID],
    [`//www.youtube.com/watch?v=${ID}`, ID],
    [`https://www.youtube.com/watch?v=${DASHED}`, DASHED],
    [`https://youtu.be/${DASHED}`, DASHED],
  ])('%s → %s', (input, id) => {
    expect(parseYoutubeLink(input)).toEqual({ ok: true, videoId: id, url: canonicalYoutubeUrl(id) });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    [ID, 'not_link'],
    ['xem bài này nhé', 'not_link'],
    [`xem nè https://youtu.be/${ID}`, 'not_link'],
    [`https://www.youtube.com/watch?v=${ID.slice(0, 10)}`, 'bad_id'],
    [`https://www.youtube.com/watch?v=${ID}X`, 'bad_id'],
    [`https://youtu.be/${ID.slice(0, 10)}`, 'bad_id'],
    [`https://youtu.be/${ID}X`, 'bad_id'],
    [`https://www.youtube.com/watch?v=dQw4w9WgX%21Q`, 'bad_id'],
    [`https://www.youtube.com/shorts/${ID}/extra`, 'bad_id'],
    [`https://www.youtube.com/watch?v=`, 'no_video'],
    ['https://www.youtube.com/', 'no_video'],
    ['https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG', 'no_video'],
    ['https://www.youtube.com/@sontungmtp', 'no_video'],
    ['https://youtu.be/', 'no_video'],
    [`https://youtube.com.evil.example/watch?v=${ID}`, 'not_youtube'],
    [`https://evil.example/watch?v=${ID}`, 'not_youtube'],
    [`https://evil.example/youtube.com/watch?v=${ID}`, 'not_youtube'],
    [`https://notyoutube.com/watch?v=${ID}`, 'not_youtube'],
    [`https://www.youtube.com@evil.example/watch?v=${ID}`, 'not_youtube'],
    [`https://evil.example@www.youtube.com/watch?v=${ID}`, 'not_youtube'],
    [`https://www.youtube.com:8080/watch?v=${ID}`, 'not_youtube'],
    [`https://www.youtu.be/${ID}`, 'not_youtube'],
    [`javascript:alert(1)//https://www.youtube.com/watch?v=${ID}`, 'not_youtube'],
    [`JavaScript:location='https://youtu.be/${ID}'`, 'not_youtube'],
    [`data:text/html,https://youtu.be/${ID}`, 'not_youtube'],
    [`ftp://youtube.com/watch?v=${ID}`, 'not_youtube'],
    [`https://vimeo.com/${ID}`, 'not_youtube'],
  ])('refuses %j (%s) with its message', (input, problem) => {
    const result = parseYoutubeLink(input);
    expect(result).toEqual({ ok: false, problem, message: YOUTUBE_LINK_MESSAGES[problem as keyof typeof YOUTUBE_LINK_MESSAGES] });
  });

  it('sends a canonical https watch link that carries the id and nothing the person pasted around it', () => {
    const result = parseYoutubeLink(`youtu.be/${ID}?si=tracking-token&t=30`);
    expect(result.ok && result.url).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });

  it('says every refusal in Vietnamese', () => {
    for (const message of Object.values(YOUTUBE_LINK_MESSAGES)) {
      expect(message).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i);
    }
  });
});
