/**
 * An XMLHttpRequest a test drives (the video upload's transport): it records what was sent and
 * answers when told. Every instance made is in `FakeUploadRequest.all`, for tests that stub the
 * global constructor.
 */
export class FakeUploadRequest {
  static all: FakeUploadRequest[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  sent = false;
  aborted = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  constructor() {
    FakeUploadRequest.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    this.sent = true;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  respond(status: number, answer: unknown) {
    this.status = status;
    this.responseText = typeof answer === 'string' ? answer : JSON.stringify(answer);
    this.onload?.();
  }
  /** The server's answer to a stored video. */
  succeed(url: string) {
    this.respond(200, { code: 0, msg: '', data: { url, kind: 'video', bytes: 9 } });
  }
}
