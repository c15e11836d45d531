import { EventEmitter } from 'node:events';
import type { CallListItem } from '@agentdesk/shared';

/**
 * New and changed calls, for the live list. In-process: with several API processes behind a
 * load balancer this becomes PostgreSQL LISTEN/NOTIFY (see ARCHITECTURE "Scale path").
 */
export type CallEventBus = {
  publish: (item: CallListItem) => void;
  subscribe: (listener: (item: CallListItem) => void) => () => void;
};

export const createCallEventBus = (): CallEventBus => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (item) => emitter.emit('call', item),
    subscribe: (listener) => {
      emitter.on('call', listener);
      return () => emitter.off('call', listener);
    },
  };
};
