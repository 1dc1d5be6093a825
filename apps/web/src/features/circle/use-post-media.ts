import { CIRCLE_LIMITS } from '@tifo/contract';
import { useEffect, useRef, useState } from 'react';
import { checkImage } from '../../shared/image-upload';
import { isAbortError, isAcceptedVideo, uploadFile } from '../video';

/** Why a pick was refused; nothing of a refused file is uploaded. */
export type MediaRefusal = 'tooManyImages' | 'imageFile' | 'imagesOrVideo' | 'videoFormat';
/** The file inputs of the form. */
export type MediaField = 'pictures' | 'video' | 'cover';

export type PictureUpload =
  | { key: number; state: 'uploading'; percent: number }
  | { key: number; state: 'done'; path: string };

export type VideoUpload =
  | { state: 'empty' }
  | { state: 'uploading'; file: File; percent: number }
  | { state: 'done'; file: File; path: string }
  | { state: 'failed'; file: File; message: string };

export type CoverUpload =
  { state: 'empty' } | { state: 'uploading' } | { state: 'done'; path: string };

interface UploadHandlers {
  progress?: (percent: number) => void;
  done: (path: string) => void;
  /** The server's message, or '' (a network failure). */
  failed: (message: string) => void;
}

function percentOf(loaded: number, total: number): number {
  return total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/**
 * The pictures, or the video and its cover, of a post being written. Each file is checked when
 * picked (`onRefuse` says why one is refused) and uploaded at once, so publishing only sends
 * paths. A picture or cover whose upload fails is dropped and the reason kept in `failure`;
 * a failed video stays, with its message, until removed.
 */
export function usePostMedia({
  onRefuse,
  onAccept,
}: {
  onRefuse: (refusal: MediaRefusal, field: MediaField) => void;
  /** A pick was taken: any earlier refusal no longer applies. */
  onAccept: () => void;
}) {
  const [pictures, setPictures] = useState<PictureUpload[]>([]);
  const [video, setVideo] = useState<VideoUpload>({ state: 'empty' });
  const [cover, setCover] = useState<CoverUpload>({ state: 'empty' });
  const [failure, setFailure] = useState<string | null>(null);
  // Uploads in flight by slot (`picture-3`, `video`, `cover`): removing a file aborts its upload,
  // and a slot's older upload never overwrites a newer one.
  const uploads = useRef(new Map<string, AbortController>());
  const nextKey = useRef(1);

  useEffect(() => {
    const inFlight = uploads.current;
    return () => inFlight.forEach((controller) => controller.abort());
  }, []);

  const start = (slot: string, file: File, kind: 'image' | 'video', handlers: UploadHandlers) => {
    uploads.current.get(slot)?.abort();
    const controller = new AbortController();
    uploads.current.set(slot, controller);
    const current = () => uploads.current.get(slot) === controller;
    uploadFile(file, {
      kind,
      signal: controller.signal,
      onProgress: ({ loaded, total }) => {
        if (current()) handlers.progress?.(percentOf(loaded, total));
      },
    })
      .then(({ url }) => {
        if (current()) handlers.done(url);
      })
      .catch((error: unknown) => {
        if (current() && !isAbortError(error)) handlers.failed(messageOf(error));
      })
      .finally(() => {
        if (current()) uploads.current.delete(slot);
      });
  };
  const stop = (slot: string) => {
    uploads.current.get(slot)?.abort();
    uploads.current.delete(slot);
  };
  const accept = () => {
    onAccept();
    setFailure(null);
  };

  /** Takes the pictures that fit (png/jpg, ≤ 5 MB, four in all); refuses the others. */
  const pickPictures = (files: File[]) => {
    if (video.state !== 'empty' || cover.state !== 'empty') {
      onRefuse('imagesOrVideo', 'pictures');
      return;
    }
    const room = CIRCLE_LIMITS.imagesPerPost - pictures.length;
    const accepted: File[] = [];
    let refusal: MediaRefusal | null = null;
    for (const file of files) {
      if (checkImage(file)) refusal ??= 'imageFile';
      else if (accepted.length >= room) refusal ??= 'tooManyImages';
      else accepted.push(file);
    }
    if (refusal) onRefuse(refusal, 'pictures');
    else accept();
    for (const file of accepted) {
      const key = nextKey.current++;
      const replace = (next: PictureUpload) =>
        setPictures((list) => list.map((picture) => (picture.key === key ? next : picture)));
      setPictures((list) => [...list, { key, state: 'uploading', percent: 0 }]);
      start(`picture-${key}`, file, 'image', {
        progress: (percent) => replace({ key, state: 'uploading', percent }),
        done: (path) => replace({ key, state: 'done', path }),
        failed: (message) => {
          setPictures((list) => list.filter((picture) => picture.key !== key));
          setFailure(message);
        },
      });
    }
  };

  const removePicture = (key: number) => {
    stop(`picture-${key}`);
    setPictures((list) => list.filter((picture) => picture.key !== key));
  };

  const pickVideo = (file: File) => {
    if (pictures.length > 0) {
      onRefuse('imagesOrVideo', 'video');
      return;
    }
    if (!isAcceptedVideo(file)) {
      onRefuse('videoFormat', 'video');
      return;
    }
    accept();
    setVideo({ state: 'uploading', file, percent: 0 });
    start('video', file, 'video', {
      progress: (percent) => setVideo({ state: 'uploading', file, percent }),
      done: (path) => setVideo({ state: 'done', file, path }),
      failed: (message) => setVideo({ state: 'failed', file, message }),
    });
  };

  const removeVideo = () => {
    stop('video');
    setVideo({ state: 'empty' });
  };

  const pickCover = (file: File) => {
    if (pictures.length > 0) {
      onRefuse('imagesOrVideo', 'cover');
      return;
    }
    if (checkImage(file)) {
      onRefuse('imageFile', 'cover');
      return;
    }
    accept();
    setCover({ state: 'uploading' });
    start('cover', file, 'image', {
      done: (path) => setCover({ state: 'done', path }),
      failed: (message) => {
        setCover({ state: 'empty' });
        setFailure(message);
      },
    });
  };

  const removeCover = () => {
    stop('cover');
    setCover({ state: 'empty' });
  };

  const clear = () => {
    uploads.current.forEach((controller) => controller.abort());
    uploads.current.clear();
    setPictures([]);
    setVideo({ state: 'empty' });
    setCover({ state: 'empty' });
    setFailure(null);
  };

  const uploading =
    pictures.some((picture) => picture.state === 'uploading') ||
    video.state === 'uploading' ||
    cover.state === 'uploading';

  /** The uploaded files as the post sends them (a cover only goes with its video). */
  const paths = () => {
    const images = pictures.flatMap((picture) => (picture.state === 'done' ? [picture.path] : []));
    return video.state === 'done' && cover.state === 'done'
      ? { images, video: video.path, cover: cover.path }
      : { images };
  };

  return {
    pictures,
    video,
    cover,
    failure,
    uploading,
    paths,
    pickPictures,
    removePicture,
    pickVideo,
    removeVideo,
    pickCover,
    removeCover,
    clear,
  };
}

export type PostMedia = ReturnType<typeof usePostMedia>;
