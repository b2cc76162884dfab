import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Song } from '../../api/contract';
import { cleanText } from '../../lib/text';
import { movedToAnotherField } from '../../components/form/blurTarget';
import { useConfirmationKey } from '../../components/form/useConfirmationKey';
import { useFocusRequest } from '../../components/form/useFocusRequest';
import { useObjectUrl } from '../../components/form/useObjectUrl';
import { captureVideoFrame } from '../../features/songs/captureFrame';
import { useUploadVideoSongMutation } from '../../features/songs/songsApi';
import { serverSaveWaitMs } from '../../features/songs/uploadWait';
import { checkVideoContent } from '../../features/songs/videoContent';
import {
  checkArtist,
  checkSongName,
  checkThumbnailFile,
  checkVideoFile,
  validateVideoSong,
  VIDEO_CONTENT_MESSAGES,
  type VideoSongErrors,
} from '../../features/songs/validation';

export const IDS = {
  video: 'upload-video-file',
  thumbnail: 'upload-video-thumbnail',
  name: 'upload-video-name',
  artist: 'upload-video-artist',
} as const;
const FIELD_ORDER = ['video', 'thumbnail', 'name', 'artist'] as const;
/** The cancelled or failed notice: focus goes there, so it is read out. */
export const NOTICE_ID = 'upload-video-notice';

/** The frame taken from the chosen video, while no picture of the person's own is chosen. */
type Capture =
  | { state: 'none' }
  | { state: 'capturing'; video: File }
  | { state: 'ready'; video: File; picture: File }
  | { state: 'failed'; video: File };

/** What the chosen video holds (its first bytes, its metadata, its length), checked before any use. */
type ContentCheck =
  | { state: 'none' }
  | { state: 'checking'; video: File }
  | { state: 'passed'; video: File }
  | { state: 'refused'; video: File; message: string };

export type Sending =
  | { state: 'editing' }
  /** `saveWaitMs`: how long the page waits for the server to store the video after the last byte. */
  | { state: 'sending'; percent: number; saveWaitMs: number }
  | { state: 'cancelled' }
  | { state: 'failed'; error: unknown }
  | { state: 'done'; song: Song };

type TextField = 'name' | 'artist';

const CAPTURING_MESSAGE = 'Đang lấy ảnh bìa từ video, chờ vài giây rồi bấm “Tải lên” lại.';
export const CAPTURE_FAILED_MESSAGE = 'Không lấy được khung hình từ video này. Hãy chọn một ảnh bìa.';

// Which file objects were sent: the same files and words are the same confirmation (same key).
const fileIds = new WeakMap<Blob, number>();
let nextFileId = 1;
const fileId = (file: Blob): number => {
  let id = fileIds.get(file);
  if (id === undefined) {
    id = nextFileId++;
    fileIds.set(file, id);
  }
  return id;
};

/**
 * The video upload's state and calls: the files and words chosen, their errors, the frame taken from
 * the video as the picture when none is chosen, and the upload itself (progress, cancel, result).
 */
export function useVideoUpload() {
  const [video, setVideo] = useState<File | null>(null);
  const [ownPicture, setOwnPicture] = useState<File | null>(null);
  const [capture, setCapture] = useState<Capture>({ state: 'none' });
  const [check, setCheck] = useState<ContentCheck>({ state: 'none' });
  const [name, setName] = useState('');
  const [artist, setArtist] = useState('');
  const [errors, setErrors] = useState<VideoSongErrors>({});
  const [sending, setSending] = useState<Sending>({ state: 'editing' });

  const [upload] = useUploadVideoSongMutation();
  const keyFor = useConfirmationKey();
  const focus = useFocusRequest();
  const running = useRef<{ abort: () => void } | null>(null);
  const attempt = useRef(0);
  const busy = useRef(false);
  const captureFor = useRef<File | null>(null);
  const checkFor = useRef<File | null>(null);
  /** Whether a picture of the person's own is chosen, for a content check that ends later. */
  const pictureChosen = useRef(false);

  /** Where the content check of the video now chosen stands. */
  const videoCheck: ContentCheck['state'] = check.state !== 'none' && check.video === video ? check.state : 'none';
  const contentProblem = check.state === 'refused' && check.video === video ? check.message : null;

  /** Where the frame of the video now chosen stands (a frame of an earlier video does not count). */
  const frame: Capture['state'] = capture.state !== 'none' && capture.video === video ? capture.state : 'none';
  const captured = capture.state === 'ready' && capture.video === video ? capture.picture : null;
  const picture = ownPicture ?? captured;
  const pictureUrl = useObjectUrl(picture && !checkThumbnailFile(picture) ? picture : null);

  // Leaving the page stops the upload: nothing keeps running, or is charged to, a page no one sees.
  useEffect(
    () => () => {
      attempt.current += 1;
      running.current?.abort();
    },
    [],
  );

  const isSending = sending.state === 'sending';
  useEffect(() => {
    if (!isSending) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isSending]);

  const startCapture = (file: File) => {
    captureFor.current = file;
    setCapture({ state: 'capturing', video: file });
    void captureVideoFrame(file).then((blob) => {
      if (captureFor.current !== file) return;
      if (!blob) {
        setCapture({ state: 'failed', video: file });
        return;
      }
      const base = file.name.replace(/\.[^.]*$/, '') || 'video';
      setCapture({ state: 'ready', video: file, picture: new File([blob], `${base}-anh-bia.jpg`, { type: 'image/jpeg' }) });
      // The frame stands in for the missing picture: a "choose a picture" message no longer applies.
      setErrors((current) => (current.thumbnail ? { ...current, thumbnail: undefined } : current));
    });
  };

  // Only a video whose content passed is used for anything: no frame, no cover step, no upload.
  const startCheck = (file: File) => {
    checkFor.current = file;
    setCheck({ state: 'checking', video: file });
    void checkVideoContent(file).then((problem) => {
      if (checkFor.current !== file) return;
      setCheck(problem ? { state: 'refused', video: file, message: problem } : { state: 'passed', video: file });
      setErrors((current) => ({ ...current, video: problem ?? undefined }));
      if (!problem && !pictureChosen.current) startCapture(file);
    });
  };

  const onVideo = (file: File | null) => {
    setVideo(file);
    const problem = checkVideoFile(file);
    setErrors((current) => ({ ...current, video: problem ?? undefined }));
    captureFor.current = null;
    checkFor.current = null;
    if (file && !problem) startCheck(file);
  };

  const onPicture = (file: File | null) => {
    pictureChosen.current = file !== null;
    setOwnPicture(file);
    setErrors((current) => ({ ...current, thumbnail: checkThumbnailFile(file) ?? undefined }));
  };

  const switchToFrame = () => {
    pictureChosen.current = false;
    setOwnPicture(null);
    setErrors((current) => ({ ...current, thumbnail: undefined }));
    // A check still under way starts the capture when it passes.
    if (video && videoCheck === 'passed' && frame === 'none') startCapture(video);
    focus(IDS.thumbnail);
  };

  const onText = (field: TextField, value: string) => {
    (field === 'name' ? setName : setArtist)(value);
    // An error already shown is re-checked as the person types, so it goes away once fixed.
    if (errors[field]) {
      const check = field === 'name' ? checkSongName : checkArtist;
      setErrors((current) => ({ ...current, [field]: check(value) ?? undefined }));
    }
  };

  const onBlurText = (field: TextField, event: FocusEvent<HTMLInputElement>) => {
    const { value } = event.target;
    // Empty is said on submit, not while the person is still moving through the form.
    if (!cleanText(value) || !movedToAnotherField(event)) return;
    const check = field === 'name' ? checkSongName : checkArtist;
    setErrors((current) => ({ ...current, [field]: check(value) ?? undefined }));
  };

  const send = () => {
    if (busy.current) return;
    const found = validateVideoSong({ video, thumbnail: picture, name, artist });
    if (!found.video && videoCheck === 'checking') found.video = VIDEO_CONTENT_MESSAGES.checking;
    else if (!found.video && contentProblem) found.video = contentProblem;
    if (!picture && video && !found.video) {
      if (frame === 'capturing') found.thumbnail = CAPTURING_MESSAGE;
      else if (frame === 'failed') found.thumbnail = CAPTURE_FAILED_MESSAGE;
    }
    // Without a usable video there is no frame to offer yet: choosing the video is the one thing to do.
    if (!ownPicture && found.video) delete found.thumbnail;
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first || !video || !picture) {
      if (first) focus(IDS[first]);
      return;
    }

    const fields = { video, thumbnail: picture, name: cleanText(name), artist: cleanText(artist) };
    const idempotencyKey = keyFor(
      JSON.stringify([fileId(fields.video), fileId(fields.thumbnail), fields.name, fields.artist]),
    );
    const mine = ++attempt.current;
    busy.current = true;
    setSending({ state: 'sending', percent: 0, saveWaitMs: serverSaveWaitMs(video.size + picture.size) });
    const request = upload({
      fields,
      idempotencyKey,
      onProgress: (fraction) => {
        if (attempt.current !== mine) return;
        // 100 % only once the last byte is out: that is when the page starts waiting for the server.
        const percent = fraction >= 1 ? 100 : Math.min(99, Math.max(0, Math.round(fraction * 100)));
        const show = () =>
          setSending((current) => (current.state === 'sending' && current.percent !== percent ? { ...current, percent } : current));
        // The last step is put on screen at once: left to be batched with a quick answer, it never shows.
        if (percent === 100) flushSync(show);
        else show();
      },
    });
    running.current = request;
    void request.then((result) => {
      // A cancelled or abandoned attempt: what it answers no longer counts.
      if (attempt.current !== mine) return;
      running.current = null;
      busy.current = false;
      if ('data' in result && result.data) {
        setSending({ state: 'done', song: result.data });
      } else {
        setSending({ state: 'failed', error: result.error });
        focus(NOTICE_ID);
      }
    });
  };

  const cancel = () => {
    attempt.current += 1;
    running.current?.abort();
    running.current = null;
    busy.current = false;
    setSending({ state: 'cancelled' });
    focus(NOTICE_ID);
  };

  const startOver = () => {
    captureFor.current = null;
    checkFor.current = null;
    pictureChosen.current = false;
    setCheck({ state: 'none' });
    setVideo(null);
    setOwnPicture(null);
    setCapture({ state: 'none' });
    setName('');
    setArtist('');
    setErrors({});
    setSending({ state: 'editing' });
    focus(IDS.video);
  };

  return {
    video,
    ownPicture,
    picture,
    pictureUrl,
    frame,
    videoCheck,
    name,
    artist,
    errors,
    sending,
    isSending,
    onVideo,
    onPicture,
    switchToFrame,
    onText,
    onBlurText,
    send,
    cancel,
    startOver,
  };
}

export type VideoUpload = ReturnType<typeof useVideoUpload>;
