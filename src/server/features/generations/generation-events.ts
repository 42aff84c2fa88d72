import { EventEmitter } from 'node:events';
import type { GenerationStatus } from '../../../shared/contracts/generation.ts';

export interface GenerationEvent {
  id: string;
  status: GenerationStatus;
  /** user id or guest id of the owner: SSE streams only their own events. */
  owner: string;
  error?: string | null;
}

/** In-process fan-out of generation status changes, for waiting requests and Server-Sent Events. */
export function generationEvents() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit(event: GenerationEvent) {
      emitter.emit('event', event);
    },
    subscribe(listener: (event: GenerationEvent) => void): () => void {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
  };
}

export type GenerationEvents = ReturnType<typeof generationEvents>;
