import { useSyncExternalStore } from 'react';

/**
 * The page's one polite announcement (WCAG 4.1.3). Screen readers read a live region reliably
 * only when it was in the page before its words changed; a status element inserted already
 * holding its words is often not read. So the shell keeps one region in the page from the start
 * (route-change.tsx renders it) and outcomes that join the page later are said through it.
 * It holds one message at a time: bounded by design.
 */
let message = '';
const listeners = new Set<() => void>();

function emit(next: string): void {
  message = next;
  for (const listener of listeners) listener();
}

/** Says `text` in the page's live region; the same words again are said again. */
export function announce(text: string): void {
  const words = text.trim();
  if (!words) return;
  if (words !== message) return emit(words);
  // Unchanged text is not read again: clear, then set it on the next task.
  emit('');
  setTimeout(() => emit(words), 50);
}

/** Empties the region (when the page that holds it goes away). */
export function clearAnnouncement(): void {
  emit('');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The words the live region holds now (empty on the server and while hydrating). */
export function useAnnouncement(): string {
  return useSyncExternalStore(
    subscribe,
    () => message,
    () => '',
  );
}
