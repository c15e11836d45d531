/** One dispatched Server-Sent Event. */
export type SseMessage = { event: string; data: string; id?: string };

export type SseParser = {
  /** Feeds the next decoded chunk of the stream; complete events are dispatched as they end. */
  push: (chunk: string) => void;
};

/**
 * An incremental parser for the text/event-stream format (WHATWG HTML §9.2): fields `event`,
 * `data` (several lines join with \n), `id`; lines starting with ':' are comments (keep-alive
 * pings); a blank line dispatches. Lines may end in \n, \r\n or \r and may be split across chunks.
 */
export const createSseParser = (onMessage: (message: SseMessage) => void): SseParser => {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  let lastId: string | undefined;
  // The previous chunk ended in \r: a \n starting this one is the rest of that \r\n.
  let isAfterCarriageReturn = false;

  const dispatch = () => {
    if (dataLines.length > 0) {
      onMessage({
        event: eventName === '' ? 'message' : eventName,
        data: dataLines.join('\n'),
        ...(lastId !== undefined ? { id: lastId } : {}),
      });
    }
    eventName = '';
    dataLines = [];
  };

  const processLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;

    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);

    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
  };

  return {
    push: (chunk) => {
      buffer += isAfterCarriageReturn && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
      isAfterCarriageReturn = chunk !== '' ? chunk.endsWith('\r') : isAfterCarriageReturn;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (match === null) return;
        processLine(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
  };
};
