import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useErrorText } from '../../core/errors';
import { useLendview } from '../../core/provider';
import { useToast } from '../../ui';

/** Spec sections 5 and 9: at most 9 images. */
export const MAX_IMAGES = 9;
/**
 * Ours (the spec is silent): 5 MB per image. A phone photo is 2 to 4 MB; bigger files are
 * usually not photos and take long on a mobile connection.
 */
export const MAX_IMAGE_MB = 5;

/** Upload progress of one image, 0..1, kept outside React state so only its tile re-renders. */
export interface Progress {
  get(): number;
  subscribe(listener: () => void): () => void;
}

export interface Upload {
  key: number;
  name: string;
  status: 'uploading' | 'done';
  /** The server's URL once done. */
  url: string;
  progress: Progress;
  controller: AbortController;
}

function createProgress(): Progress & { set(value: number): void } {
  let value = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * The form's images: checks each chosen file (an image, within the size limit, room left of the
 * 9), uploads it with progress, toasts the result, and cancels uploads on remove and unmount.
 */
export function useUploads() {
  const { t } = useLingui();
  const { api, onError } = useLendview();
  const toast = useToast();
  const errorText = useErrorText();
  const [uploads, setUploads] = useState<Upload[]>([]);
  // Two quick selections must not both see room for 9: count from the latest list, not a render's.
  const latest = useRef(uploads);
  const nextKey = useRef(0);

  const update = (change: (list: Upload[]) => Upload[]) => {
    latest.current = change(latest.current);
    setUploads(latest.current);
  };

  useEffect(() => () => latest.current.forEach((upload) => upload.controller.abort()), []);

  function start(file: File): Upload {
    const progress = createProgress();
    const upload: Upload = {
      key: ++nextKey.current,
      name: file.name,
      status: 'uploading',
      url: '',
      progress,
      controller: new AbortController(),
    };
    api.uploadComplaintImage(file, { signal: upload.controller.signal, onProgress: progress.set }).then(
      (url) => {
        if (upload.controller.signal.aborted) return;
        update((list) => list.map((item) => (item.key === upload.key ? { ...item, status: 'done', url } : item)));
        toast.show(t`Upload successful!`);
      },
      (error: Error) => {
        if (upload.controller.signal.aborted) return; // removed by the borrower: nothing to report
        update((list) => list.filter((item) => item.key !== upload.key));
        onError(error);
        toast.show(errorText(error));
      },
    );
    return upload;
  }

  function add(files: readonly File[]) {
    const room = MAX_IMAGES - latest.current.length;
    const accepted: File[] = [];
    for (const file of files) {
      if (accepted.length >= room) break; // additions beyond 9 are ignored (spec section 5)
      if (!file.type.startsWith('image/')) {
        toast.show(t`Only images can be added.`);
      } else if (file.size > MAX_IMAGE_MB * 1024 * 1024) {
        toast.show(t`Each image must be ${MAX_IMAGE_MB} MB or smaller.`);
      } else {
        accepted.push(file);
      }
    }
    if (accepted.length > 0) update((list) => [...list, ...accepted.map(start)]);
  }

  /** Images uploaded before a reload (the kept draft's URLs), when none was added since. */
  function restore(urls: readonly string[]) {
    if (latest.current.length > 0 || urls.length === 0) return;
    update(() =>
      urls.slice(0, MAX_IMAGES).map((url) => {
        const progress = createProgress();
        progress.set(1);
        return { key: ++nextKey.current, name: '', status: 'done', url, progress, controller: new AbortController() };
      }),
    );
  }

  function remove(key: number) {
    latest.current.find((item) => item.key === key)?.controller.abort();
    update((list) => list.filter((item) => item.key !== key));
  }

  return { uploads, add, remove, restore };
}
