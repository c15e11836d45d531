/**
 * A stand-in for XMLHttpRequest that sends through the global `fetch` (a test's fetch mock), so a
 * fake server answers uploads as it answers everything else. Its upload reports progress in two
 * events (half, then all of the body) before the answer.
 */
export class FetchBackedXhr extends EventTarget {
  upload = new EventTarget();
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: XMLHttpRequestBodyInit | null) {
    const total = body instanceof Blob ? body.size : 100;
    const progress = (loaded: number) =>
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    void (async () => {
      try {
        this.upload.dispatchEvent(progress(total / 2));
        const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
        this.upload.dispatchEvent(progress(total));
        this.status = response.status;
        this.responseText = await response.text();
        this.dispatchEvent(new Event('load'));
      } catch {
        this.dispatchEvent(new Event('error'));
      }
    })();
  }
}
