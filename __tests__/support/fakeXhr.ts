// An XMLHttpRequest played by hand, for what MSW's interceptor cannot show in jsdom: upload progress,
// the end of the body, then an answer that takes its time. Install it for one test (`installFakeXhr()`
// in a beforeEach, or inside the test), fire the network's events, and give the answer. Imported by its
// own path (not part of the kit's index).

export class FakeXhr {
  static all: FakeXhr[] = [];
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  status = 0;
  responseText = '';
  aborted = false;
  body: unknown = undefined;
  sent = false;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body?: unknown) {
    this.body = body;
    this.sent = true;
  }
  abort() {
    this.aborted = true;
    this.events.dispatchEvent(new ProgressEvent('abort'));
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  /** `loaded` of `total` bytes handed to the network. */
  progress(loaded: number, total = 100) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  /** The last byte is out. */
  bodySent() {
    this.upload.dispatchEvent(new ProgressEvent('load'));
  }
  /** Headers and a first piece of the answer arrive. */
  answerBegins() {
    this.events.dispatchEvent(new ProgressEvent('progress'));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.answerBegins();
    this.events.dispatchEvent(new ProgressEvent('load'));
  }
}

/** Puts the fake in place of XMLHttpRequest; returns the function that puts the real one back. */
export const installFakeXhr = (): (() => void) => {
  const real = globalThis.XMLHttpRequest;
  FakeXhr.all = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return () => {
    globalThis.XMLHttpRequest = real;
  };
};
