import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useObjectUrl } from '../../components/form/useObjectUrl';
import { captureVideoFrame } from '../../features/songs/captureFrame';
import { checkVideoContent } from '../../features/songs/videoContent';
import { checkThumbnailFile, checkVideoFile, type VideoSongErrors } from '../../features/songs/validation';

/** The frame taken from the chosen video, while no picture of the person's own is chosen. */
type Capture =
  { state: 'none' } | { state: 'capturing'; video: File } | { state: 'ready'; video: File; picture: File } | { state: 'failed'; video: File };

/** What the chosen video holds (its first bytes, its metadata, its length), checked before any use. */
type ContentCheck =
  { state: 'none' } | { state: 'checking'; video: File } | { state: 'passed'; video: File } | { state: 'refused'; video: File; message: string };

export const CAPTURE_FAILED_MESSAGE = 'Không lấy được khung hình từ video này. Hãy chọn một ảnh bìa.';

/**
 * The video and picture chosen for an upload, and their checks: a video's name, type and size at once,
 * then its content (first bytes, metadata, length); the frame taken from a video that passed, as the
 * picture when the person chose none. What each check finds goes into the form's errors.
 */
export function useVideoFiles({ setErrors, focusPicture }: { setErrors: Dispatch<SetStateAction<VideoSongErrors>>; focusPicture: () => void }) {
  const [video, setVideo] = useState<File | null>(null);
  const [ownPicture, setOwnPicture] = useState<File | null>(null);
  const [capture, setCapture] = useState<Capture>({ state: 'none' });
  const [check, setCheck] = useState<ContentCheck>({ state: 'none' });
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
    focusPicture();
  };

  /** Nothing chosen any more, and no check or capture under way counts. */
  const clear = () => {
    captureFor.current = null;
    checkFor.current = null;
    pictureChosen.current = false;
    setCheck({ state: 'none' });
    setVideo(null);
    setOwnPicture(null);
    setCapture({ state: 'none' });
  };

  return { video, ownPicture, picture, pictureUrl, frame, videoCheck, contentProblem, onVideo, onPicture, switchToFrame, clear };
}
