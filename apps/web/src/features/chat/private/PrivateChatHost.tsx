import { lazy, Suspense } from 'react';
import { closePrivateChat, usePrivateChatPopup } from './private-chat-store';

// The popup and its thread are a separate chunk: pages only carry this host until it opens.
const PrivateChatPopup = lazy(async () => ({
  default: (await import('./PrivateChatPopup')).PrivateChatPopup,
}));

/** Renders the private-chat popup while `openPrivateChat()` has it open. Mount it once. */
export function PrivateChatHost() {
  const popup = usePrivateChatPopup();
  if (!popup.open) return null;
  return (
    <Suspense fallback={null}>
      <PrivateChatPopup key={popup.opening} target={popup.target} onClose={closePrivateChat} />
    </Suspense>
  );
}
