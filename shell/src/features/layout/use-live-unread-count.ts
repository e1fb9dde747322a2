import { useEffect } from 'react';
import { chat } from '@jobmatch/shared/chat';

const ignore = () => undefined;

/**
 * Keeps the chat's unread total live for as long as the frame is up, not only while the icon is
 * on screen (a thread's single-item bar has none): the singleton then keeps the signed-in side's
 * socket room joined and re-reads the total on its events and every 30 s. So the socket stays
 * connected while someone is signed in, on purpose; guests and administrators open none.
 */
export function useLiveUnreadCount(): void {
  useEffect(() => chat.subscribeUnreadCount(ignore), []);
}
