import { useEffect, useState, type FocusEvent } from 'react';
import type { Song, VideoSongFields } from '../../api/contract';
import { cleanText } from '../../lib/text';
import { movedToAnotherField } from '../../components/form/blurTarget';
import { useConfirmationKey } from '../../components/form/useConfirmationKey';
import { useFocusRequest } from '../../components/form/useFocusRequest';
import { useSend } from '../../components/form/useSend';
import { useUploadVideoSongMutation } from '../../features/songs/songsApi';
import { serverSaveWaitMs } from '../../features/songs/uploadWait';
import { checkArtist, checkSongName, validateVideoSong, VIDEO_CONTENT_MESSAGES, type VideoSongErrors } from '../../features/songs/validation';
import { CAPTURE_FAILED_MESSAGE, useVideoFiles } from './useVideoFiles';

export const IDS = {
  video: 'upload-video-file',
  thumbnail: 'upload-video-thumbnail',
  name: 'upload-video-name',
  artist: 'upload-video-artist',
} as const;
const FIELD_ORDER = ['video', 'thumbnail', 'name', 'artist'] as const;
/** The cancelled or failed notice: focus goes there, so it is read out. */
export const NOTICE_ID = 'upload-video-notice';

type TextField = 'name' | 'artist';

const CAPTURING_MESSAGE = 'Đang lấy ảnh bìa từ video, chờ vài giây rồi bấm “Tải lên” lại.';

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

const fingerprintOf = (fields: VideoSongFields) => JSON.stringify([fileId(fields.video), fileId(fields.thumbnail), fields.name, fields.artist]);

/** How long the page waits for the server to store what is being sent, after its last byte. */
export const saveWaitOf = (fields: VideoSongFields) => serverSaveWaitMs(fields.video.size + fields.thumbnail.size);

/**
 * The video upload: the files (useVideoFiles.ts), the song's name and artist, their errors, and the
 * upload itself on the form's send driver (useSend: progress, cancel, result).
 */
export function useVideoUpload() {
  const [name, setName] = useState('');
  const [artist, setArtist] = useState('');
  const [errors, setErrors] = useState<VideoSongErrors>({});
  const focus = useFocusRequest();
  const files = useVideoFiles({ setErrors, focusPicture: () => focus(IDS.thumbnail) });
  const { video, ownPicture, picture, frame, videoCheck, contentProblem } = files;
  const [upload] = useUploadVideoSongMutation();
  const keyFor = useConfirmationKey();
  const {
    sending,
    send: sendFields,
    cancel,
    reset,
    isBusy,
  } = useSend<VideoSongFields, Song>(({ body, ...rest }) => upload({ fields: body, ...rest }), {
    keyFor,
    focus,
    noticeId: NOTICE_ID,
    fingerprint: fingerprintOf,
  });

  const isSending = sending.status === 'sending';
  useEffect(() => {
    if (!isSending) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isSending]);

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
    if (isBusy()) return;
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

    void sendFields({ video, thumbnail: picture, name: cleanText(name), artist: cleanText(artist) });
  };

  const startOver = () => {
    files.clear();
    setName('');
    setArtist('');
    setErrors({});
    reset();
    focus(IDS.video);
  };

  return { ...files, name, artist, errors, sending, isSending, onText, onBlurText, send, cancel, startOver };
}

export type VideoUpload = ReturnType<typeof useVideoUpload>;
